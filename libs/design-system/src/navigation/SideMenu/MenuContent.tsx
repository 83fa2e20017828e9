import { mdiLogout, mdiMenu, mdiMenuOpen } from '@mdi/js';
import { PathIcon } from '../../utils/PathIcon.js';
import { routeClick } from '../../utils/link-click.js';
import './MenuContent.css';
import {
  NavAvatar,
  NavDivider,
  NavIconButton,
  NavList,
  NavRow,
  NavRowIcon,
  NavRowText,
} from './menu-parts.js';
import { ProductLogo } from './ProductLogo.js';
import type { SideMenuProps } from './SideMenu.js';
import { SideMenuItem } from './SideMenuItem.js';

export type MenuContentProps = SideMenuProps & { iconsOnly: boolean; label: string };

/** What the menu shows, in the desktop column and in the mobile drawer alike. */
export function MenuContent(props: MenuContentProps) {
  const { iconsOnly, open, locked = false, mobile = false, showLogout = true, logoUrl } = props;
  const itemProps = {
    iconsOnly,
    expandedGroups: props.expandedGroups,
    onToggleGroup: props.onToggleGroup,
    onNavigate: props.onNavigate,
    ...(props.LinkComponent ? { LinkComponent: props.LinkComponent } : {}),
  };
  const toggleLabel = mobile ? 'Close navigation' : open ? 'Collapse navigation' : 'Expand navigation';
  const profileHref = props.user.href;

  return (
    <nav className="locus-menu" aria-label={props.label}>
      <div className={iconsOnly ? 'locus-menu__head locus-menu__head--icons-only' : 'locus-menu__head'}>
        {iconsOnly ? null : logoUrl ? (
          <img className="locus-menu__logo" src={logoUrl} alt={props.productName} />
        ) : (
          <ProductLogo productName={props.productName} />
        )}
        <NavIconButton aria-label={toggleLabel} onClick={props.onToggleOpen} disabled={locked}>
          <PathIcon path={open ? mdiMenuOpen : mdiMenu} />
        </NavIconButton>
      </div>
      <NavList extraClass="locus-menu__items">
        {props.items.map((item) => (
          <SideMenuItem key={item.id} item={item} {...itemProps} />
        ))}
      </NavList>
      <NavDivider />
      <NavList aria-label="Account">
        {props.footerItems.map((item) => (
          <SideMenuItem key={item.id} item={item} {...itemProps} />
        ))}
        <li>
          <NavRow
            {...(profileHref
              ? {
                  as: props.LinkComponent ?? 'a',
                  href: profileHref,
                  onClick: routeClick(profileHref, props.onNavigate),
                }
              : { as: 'div' })}
            {...(iconsOnly ? { 'aria-label': props.user.name } : {})}
          >
            <NavRowIcon>
              <NavAvatar aria-hidden>{props.user.initials}</NavAvatar>
            </NavRowIcon>
            {iconsOnly ? null : <NavRowText>{props.user.name}</NavRowText>}
          </NavRow>
        </li>
        {showLogout && props.onLogout ? (
          <li>
            <NavRow
              as="button"
              type="button"
              onClick={props.onLogout}
              {...(iconsOnly ? { 'aria-label': 'Log Out' } : {})}
            >
              <NavRowIcon>
                <PathIcon path={mdiLogout} />
              </NavRowIcon>
              {iconsOnly ? null : <NavRowText>Log Out</NavRowText>}
            </NavRow>
          </li>
        ) : null}
      </NavList>
    </nav>
  );
}
