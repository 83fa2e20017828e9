// The side menu's building blocks: native elements with the classes of menu-parts.css. The menu is on
// every signed-in first load, so it carries neither MUI nor emotion; rows show hover, selection and a
// focus ring, there is no ink ripple.
import type { ButtonHTMLAttributes, ElementType, HTMLAttributes } from 'react';
import '../../theme/tokens.css';
import './menu-parts.css';

type Parts<E extends HTMLElement = HTMLElement> = Omit<HTMLAttributes<E>, 'className'>;

/** The class list of a part: its own class and an optional extra one. */
const classes = (own: string, extra?: string) => (extra ? `${own} ${extra}` : own);

export type NavRowProps = Parts & {
  /** A link (the router's link or 'a'), a button, or a plain div. */
  as?: ElementType;
  href?: string;
  type?: 'button';
};

/** A menu row: icon, label and, for a group, its chevron. */
export function NavRow({ as: Element = 'a', ...row }: NavRowProps) {
  return <Element className="locus-nav-row" {...row} />;
}

export const NavRowIcon = (props: Parts) => <span className="locus-nav-row__icon" {...props} />;

export const NavRowText = (props: Parts) => <span className="locus-nav-row__text" {...props} />;

export const NavList = ({ extraClass, ...list }: Parts<HTMLUListElement> & { extraClass?: string }) => (
  <ul className={classes('locus-nav-list', extraClass)} {...list} />
);

/** A group's children; `still` when the group was open as the menu mounted (no slide). */
export const NavGroupChildren = ({ still, ...group }: Parts<HTMLDivElement> & { still: boolean }) => (
  <div className="locus-nav-group" data-still={still || undefined} {...group} />
);

export const NavDivider = () => <hr className="locus-nav-divider" />;

export const NavAvatar = (props: Parts) => <span className="locus-nav-avatar" {...props} />;

/** A round icon button (the menu toggles). */
export const NavIconButton = ({
  extraClass,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & { extraClass?: string }) => (
  <button type="button" className={classes('locus-nav-icon-button', extraClass)} {...button} />
);
