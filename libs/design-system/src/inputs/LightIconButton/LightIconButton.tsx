import type { ButtonHTMLAttributes } from 'react';
import '../../theme/tokens.css';
import './LightIconButton.css';

export type LightIconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> & {
  /** Icon-only: the button's accessible name. */
  'aria-label': string;
};

/**
 * A native icon button styled like the theme's IconButton by a static stylesheet: no ButtonBase, ripple
 * or CircularProgress in the first load of the pages that show one.
 */
export function LightIconButton({ type = 'button', ...button }: LightIconButtonProps) {
  return <button className="locus-light-icon-button" type={type} {...button} />;
}
