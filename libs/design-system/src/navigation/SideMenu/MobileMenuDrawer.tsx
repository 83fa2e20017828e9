import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import { MENU_WIDTH_OPEN } from '../../theme/constants.js';
import { MenuContent } from './MenuContent.js';
import type { SideMenuProps } from './SideMenu.js';

/**
 * The mobile variant's temporary drawer (P2-082). A module of its own: the drawer brings MUI's modal,
 * focus trap and slide transition, which only a narrow screen with the menu opened needs.
 */
export function MobileMenuDrawer(props: SideMenuProps & { label: string }) {
  const { open, locked = false } = props;
  const nav = useTheme().locus.nav;
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => {
        if (!locked) props.onToggleOpen();
      }}
      slotProps={{ paper: { sx: { width: MENU_WIDTH_OPEN, bgcolor: nav.background, color: nav.text } } }}
    >
      <MenuContent {...props} iconsOnly={false} />
    </Drawer>
  );
}
