import { useId, type InputHTMLAttributes } from 'react';
import '../../theme/tokens.css';
import './TextInput.css';

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

/**
 * A labelled text field for short forms (sign-in, passwords): a native input styled like the theme's
 * outlined fields by a static stylesheet, with the label above it. Much lighter than MUI's TextField,
 * which brings its select (menu, popover, modal) and emotion along, so the signed-out pages load fast.
 */
export function TextInput({ label, error = false, helperText, id, ...input }: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  return (
    <div className="locus-text-input">
      <label className="locus-text-input__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="locus-text-input__input"
        id={inputId}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText ? (
        <p
          className={
            error ? 'locus-text-input__helper locus-text-input__helper--error' : 'locus-text-input__helper'
          }
          id={helperId}
        >
          {helperText}
        </p>
      ) : null}
    </div>
  );
}
