import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes } from 'react';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'children' | 'className' | 'style'
> {
  label: string;
  /** Marks the field invalid (red outline, `aria-invalid`). */
  error?: boolean;
  /** Shown under the field, and read with it (`aria-describedby`): the field's error, or a hint. */
  helperText?: string | undefined;
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 });

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 500,
  color: theme.palette.text.primary,
}));

const Input = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  boxSizing: 'border-box',
  width: '100%',
  height: 48,
  padding: '0 14px',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  outline: 'none',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible, &:focus': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&:disabled': {
    color: theme.palette.text.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
  },
}));

const Helper = styled('p')<{ error: boolean }>(({ theme, error }) => ({
  ...theme.typography.caption,
  margin: '0 2px',
  color: error ? theme.palette.error.main : theme.palette.text.secondary,
}));

/**
 * A labelled text field for short forms (sign-in, passwords): a native input styled like the theme's
 * outlined fields, with the label above it. Much lighter than MUI's TextField, which brings its select
 * (menu, popover, modal) along, so the signed-out pages load fast on a phone.
 */
export function TextInput({ label, error = false, helperText, id, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText ? (
        <Helper id={helperId} error={error}>
          {helperText}
        </Helper>
      ) : null}
    </Field>
  );
}
