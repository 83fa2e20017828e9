import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { useId, useState, type ElementType } from 'react';
import { PathIcon } from '../../utils/PathIcon.js';
import { routeClick } from '../../utils/link-click.js';
import { NavGroupChildren, NavList, NavRow, NavRowIcon, NavRowText } from './menu-parts.js';
import { NavIcon } from './nav-icons.js';
import type { NavItemModel } from './nav-model.js';
import { NavTooltip } from './NavTooltip.js';

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

export function SideMenuItem(props: SideMenuItemProps) {
  const { item, iconsOnly, expandedGroups, onToggleGroup, onNavigate, LinkComponent, depth = 0 } = props;
  const tooltipId = useId();
  const isGroup = Boolean(item.children);
  const expanded = isGroup && expandedGroups.includes(item.id);
  // Open when the menu mounted: shown as is, until the user toggles the group.
  const [still, setStill] = useState(expanded);
  // Nested rows step in by 16 px a level (set through the DOM's style object, allowed by the CSP).
  const style = { paddingLeft: (iconsOnly ? 2 : 2 + depth * 2) * 8 };
  const nameProps = iconsOnly ? { 'aria-label': item.label, 'aria-describedby': tooltipId } : {};
  const content = (
    <>
      <NavRowIcon>
        <NavIcon icon={item.icon} />
      </NavRowIcon>
      {iconsOnly ? null : <NavRowText>{item.label}</NavRowText>}
      {isGroup && !iconsOnly ? <PathIcon path={expanded ? mdiChevronUp : mdiChevronDown} /> : null}
    </>
  );

  const row = isGroup ? (
    <NavRow
      as="button"
      type="button"
      {...nameProps}
      aria-expanded={expanded}
      onClick={() => {
        setStill(false);
        onToggleGroup(item.id);
      }}
      style={style}
    >
      {content}
    </NavRow>
  ) : (
    <NavRow
      as={LinkComponent ?? 'a'}
      {...nameProps}
      href={item.href}
      aria-current={item.active ? 'page' : undefined}
      onClick={item.href ? routeClick(item.href, onNavigate) : undefined}
      style={style}
    >
      {content}
    </NavRow>
  );

  return (
    <li>
      {iconsOnly ? (
        <NavTooltip id={tooltipId} title={item.label}>
          {row}
        </NavTooltip>
      ) : (
        row
      )}
      {expanded ? (
        <NavGroupChildren still={still}>
          <NavList aria-label={item.label}>
            {item.children?.map((child) => (
              <SideMenuItem key={child.id} {...props} item={child} depth={depth + 1} />
            ))}
          </NavList>
        </NavGroupChildren>
      ) : null}
    </li>
  );
}
