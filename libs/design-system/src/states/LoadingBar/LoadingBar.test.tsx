import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocusThemeProvider } from '../../theme/LocusThemeProvider.js';
import { LoadingBar } from './LoadingBar.js';

describe('LoadingBar', () => {
  it('is a named progress bar, pinned to the top when asked', () => {
    render(
      <LocusThemeProvider>
        <LoadingBar fixed label="Loading page" />
      </LocusThemeProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(getComputedStyle(bar).top).toBe('0px');
    expect(getComputedStyle(bar).height).toBe('4px');
  });
});
