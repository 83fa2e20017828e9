import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count.js';
import { TextAreaWithLimit } from './TextAreaWithLimit.js';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextAreaWithLimit label="Message" value={value} onChange={setValue} limit={10} />;
}

describe('TextAreaWithLimit', () => {
  it("[P5-032] shows 'N characters remaining'", () => {
    render(<Harness initial="hello" />);
    expect(screen.getByRole('status').textContent).toBe('5 characters remaining');
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'hello you' } });
    expect(screen.getByRole('status').textContent).toBe('1 characters remaining');
  });

  it("[P5-033] over the limit shows 'N characters too many' with the error style", () => {
    render(<Harness initial="hello world!" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('2 characters too many');
    expect(status.className).toContain('Mui-error');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('[P5-034] has 4 rows', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox').getAttribute('rows')).toBe('4');
  });

  it('[P5-032] [P5-033] counts exactly at the limit as remaining', () => {
    expect(characterCount(10, 10)).toEqual({ text: '0 characters remaining', over: false });
    expect(characterCount(11, 10)).toEqual({ text: '1 characters too many', over: true });
  });
});
