import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { ElementType } from 'react';
import { routeClick } from '../../utils/link-click.js';
import { NAV_ICONS } from './nav-icons.js';
import type { NavItemModel } from './nav-model.js';

export interface SideMenuItemProps {
  item: NavItemModel;
  /** Collapsed menu: icon only, the label in a tooltip and the accessible name. */
  iconsOnly: boolean;
  expandedGroups: readonly string[];
  onToggleGroup: (id: string) => void;
  onNavigate: (href: string) => void;
  LinkComponent?: ElementType;
  depth?: number;
}

/** Colours of a menu row from the (possibly white-label) navigation palette (P1-003). */
export function useNavRowSx() {
  const nav = useTheme().locus.nav;
  return {
    color: nav.text,
    minHeight: 44,
    '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
    '&:hover': { bgcolor: nav.hoverBackground, color: nav.hoverText },
    '&.Mui-selected, &.Mui-selected:hover': {
      color: nav.activeText,
      bgcolor: nav.hoverBackground,
      fontWeight: 600,
    },
    '&.Mui-focusVisible': { outline: `2px solid ${nav.activeText}`, outlineOffset: -2 },
  };
}

export function SideMenuItem(props: SideMenuItemProps) {
  const { item, iconsOnly, expandedGroups, onToggleGroup, onNavigate, LinkComponent, depth = 0 } = props;
  const rowSx = useNavRowSx();
  const Icon = NAV_ICONS[item.icon];
  const isGroup = Boolean(item.children);
  const expanded = isGroup && expandedGroups.includes(item.id);
  const sx = { ...rowSx, pl: iconsOnly ? 2 : 2 + depth * 2 };
  const nameProps = iconsOnly ? { 'aria-label': item.label } : {};
  const content = (
    <>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      {iconsOnly ? null : <ListItemText primary={item.label} />}
      {isGroup && !iconsOnly ? expanded ? <ExpandLessIcon /> : <ExpandMoreIcon /> : null}
    </>
  );

  const row = isGroup ? (
    <ListItemButton {...nameProps} aria-expanded={expanded} onClick={() => onToggleGroup(item.id)} sx={sx}>
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton
      {...nameProps}
      component={LinkComponent ?? 'a'}
      href={item.href}
      selected={item.active}
      aria-current={item.active ? 'page' : undefined}
      onClick={item.href ? routeClick(item.href, onNavigate) : undefined}
      sx={sx}
    >
      {content}
    </ListItemButton>
  );

  return (
    <li>
      {iconsOnly ? (
        <Tooltip title={item.label} placement="right" describeChild>
          {row}
        </Tooltip>
      ) : (
        row
      )}
      {isGroup ? (
        <Collapse in={expanded} unmountOnExit>
          <List disablePadding aria-label={item.label}>
            {item.children?.map((child) => (
              <SideMenuItem key={child.id} {...props} item={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      ) : null}
    </li>
  );
}
