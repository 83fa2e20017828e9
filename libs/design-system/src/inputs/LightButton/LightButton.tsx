import type { ButtonHTMLAttributes } from 'react';
import '../../theme/tokens.css';
import './LightButton.css';

export interface LightButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style'
> {
  /** `contained` for the main action, `outlined` for a secondary one, `text` for a quiet one (paging). */
  variant?: 'contained' | 'outlined' | 'text';
  /** `large` for a form's buttons (the signed-out pages), `medium` for a page's actions (MUI's default). */
  size?: 'medium' | 'large';
}

/**
 * A native button styled like the theme's buttons by a static stylesheet: no MUI Button (ButtonBase,
 * ripple, transitions) and no emotion, which a page's first paint does without.
 */
export function LightButton({
  variant = 'contained',
  size = 'large',
  type = 'button',
  ...button
}: LightButtonProps) {
  return (
    <button
      className={`locus-light-button locus-light-button--${variant} locus-light-button--${size}`}
      type={type}
      {...button}
    />
  );
}
