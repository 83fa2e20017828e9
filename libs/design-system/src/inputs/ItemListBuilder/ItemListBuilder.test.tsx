import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addItem } from './item-list.js';
import { ItemListBuilder } from './ItemListBuilder.js';

function Harness({
  initial = [] as readonly string[],
  limit,
}: {
  initial?: readonly string[];
  limit?: number;
}) {
  const [items, setItems] = useState(initial);
  return <ItemListBuilder label="Keywords" items={items} onChange={setItems} {...(limit ? { limit } : {})} />;
}

describe('ItemListBuilder', () => {
  it('[P5-047] defaults to a limit of 5 with a counter', () => {
    render(<Harness initial={['a', 'b', 'c', 'd']} />);
    expect(screen.getByRole('status').textContent).toBe('4/5');
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    fireEvent.change(input, { target: { value: 'e' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('5/5');
    expect((input as HTMLInputElement).disabled).toBe(true);
  });

  it('[P5-047] removes an item and frees a place', () => {
    render(<Harness initial={['a', 'b', 'c', 'd', 'e']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove c' }));
    expect(screen.getByRole('status').textContent).toBe('4/5');
  });

  it('[P5-047] keeps to the limit, ignoring blanks and duplicates', () => {
    expect(addItem(['a'], '  ', 5)).toEqual(['a']);
    expect(addItem(['Pizza'], 'pizza', 5)).toEqual(['Pizza']);
    expect(addItem(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(addItem(['a'], ' b ', 5)).toEqual(['a', 'b']);
  });
});
