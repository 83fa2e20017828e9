import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './TextInput.js';

describe('TextInput', () => {
  it('is named by its label and hands typed text to onChange', () => {
    const onChange = vi.fn();
    render(
      <TextInput label="E-mail" type="email" value="" onChange={(event) => onChange(event.target.value)} />,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('type')).toBe('email');
    fireEvent.change(input, { target: { value: 'a@b.test' } });
    expect(onChange).toHaveBeenCalledWith('a@b.test');
  });

  it('marks an error and reads its text with the field', () => {
    render(
      <TextInput
        label="Password"
        type="password"
        value="x"
        onChange={() => undefined}
        error
        helperText="Enter your password."
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter your password.',
    );
  });

  it('without an error it is not marked invalid and has no description', () => {
    render(<TextInput label="Name" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
