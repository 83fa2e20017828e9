import type { ButtonHTMLAttributes } from 'react';
import '../../theme/tokens.css';
import './LightButton.css';

export interface LightButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style'
> {
  /** `contained` for the form's main action, `outlined` for a secondary one. */
  variant?: 'contained' | 'outlined';
}

/**
 * A native button styled like the theme's large buttons by a static stylesheet, for the signed-out
 * pages: no MUI Button (ButtonBase, ripple, transitions) and no emotion, which the first page a phone
 * loads does without.
 */
export function LightButton({ variant = 'contained', type = 'button', ...button }: LightButtonProps) {
  return <button className={`locus-light-button locus-light-button--${variant}`} type={type} {...button} />;
}
