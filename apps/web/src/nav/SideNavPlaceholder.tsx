import { MenuPlaceholder, useIsMobile } from '@locus/design-system';
import { observer } from 'mobx-react-lite';
import { useNavUi } from '../app/contexts';
import { useThemeSettings } from '../app/theme-settings';

/**
 * The side menu's place (or the phone's top bar), in the navigation's colour, while the menu's module
 * and the theme load: part of the entry, so the page never moves when the menu arrives.
 */
export const SideNavPlaceholder = observer(function SideNavPlaceholder() {
  const navUi = useNavUi();
  const mobile = useIsMobile();
  const { whitelabel } = useThemeSettings();
  return (
    <MenuPlaceholder
      mobile={mobile}
      open={!mobile && navUi.shownOpen}
      {...(whitelabel ? { background: whitelabel.navBackground } : {})}
    />
  );
});
