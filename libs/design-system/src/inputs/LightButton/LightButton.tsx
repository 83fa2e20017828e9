import { styled } from '@mui/material/styles';
import type { ButtonHTMLAttributes } from 'react';

export interface LightButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style'
> {
  /** `contained` for the form's main action, `outlined` for a secondary one. */
  variant?: 'contained' | 'outlined';
}

const StyledButton = styled('button')<{ variant: 'contained' | 'outlined' }>(({ theme, variant }) => ({
  ...theme.typography.button,
  fontSize: '0.9375rem',
  boxSizing: 'border-box',
  minHeight: 42,
  padding: '8px 22px',
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  border: `1px solid ${theme.palette.primary.main}`,
  color: variant === 'contained' ? theme.palette.primary.contrastText : theme.palette.primary.main,
  backgroundColor: variant === 'contained' ? theme.palette.primary.main : 'transparent',
  boxShadow: variant === 'contained' ? theme.shadows[2] : 'none',
  transition: theme.transitions.create(['background-color', 'box-shadow']),
  '&:hover': {
    backgroundColor: variant === 'contained' ? theme.palette.primary.dark : theme.palette.action.hover,
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&:disabled': {
    cursor: 'default',
    color: theme.palette.action.disabled,
    borderColor: theme.palette.action.disabledBackground,
    backgroundColor: variant === 'contained' ? theme.palette.action.disabledBackground : 'transparent',
    boxShadow: 'none',
  },
}));

/**
 * A native button styled like the theme's large buttons, for the signed-out pages: MUI's Button brings
 * ButtonBase, its ripple and transitions, which the first page a phone loads does without.
 */
export function LightButton({ variant = 'contained', type = 'button', ...button }: LightButtonProps) {
  return <StyledButton variant={variant} type={type} {...button} />;
}
