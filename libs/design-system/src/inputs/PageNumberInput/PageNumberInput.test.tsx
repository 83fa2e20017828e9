import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageNumberInput } from './PageNumberInput.js';

function renderInput(page = 3) {
  const onChange = vi.fn();
  render(<PageNumberInput page={page} pageCount={9} onChange={onChange} />);
  return { onChange, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Page' }) };
}

describe('PageNumberInput', () => {
  it('[P5-045] an invalid entry goes to page 1 on Enter', () => {
    const { onChange, input } = renderInput();
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(1);
    expect(input.value).toBe('1');
  });

  it('[P5-046] an entry past the last page goes to the last page on blur', () => {
    const { onChange, input } = renderInput();
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('does not report the page it is already on', () => {
    const { onChange, input } = renderInput(3);
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('of 9')).toBeTruthy();
  });
});
