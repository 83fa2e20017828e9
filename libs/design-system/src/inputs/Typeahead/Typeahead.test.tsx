import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countries } from '../../fixtures/options.js';
import { Typeahead } from './Typeahead.js';

describe('Typeahead', () => {
  it('[P5-036] [P9-027] lists at most 5 options matching the typed prefix and picks one', async () => {
    const onChange = vi.fn();
    const onInputChange = vi.fn();
    render(
      <Typeahead
        label="Country"
        options={countries}
        value={null}
        onChange={onChange}
        onInputChange={onInputChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'b');
    expect(onInputChange).toHaveBeenLastCalledWith('b');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['Bahamas', 'Belgium', 'Belize', 'Bermuda', 'Bolivia']);
    await userEvent.type(input, 'el');
    await userEvent.click(screen.getByRole('option', { name: 'Belize' }));
    expect(onChange).toHaveBeenCalledWith(countries.find((c) => c.name === 'Belize'));
  });
});
