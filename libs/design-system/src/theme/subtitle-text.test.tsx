import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocusTheme } from './createLocusTheme.js';

describe('subtitle styles under the Locus theme', () => {
  it('are text, not headings, so a small title does not break the heading order', () => {
    render(
      <ThemeProvider theme={createLocusTheme()}>
        <Typography variant="subtitle1">Author</Typography>
        <Typography variant="subtitle2">Monday</Typography>
        <Typography variant="subtitle2" component="h2">
          Great visit
        </Typography>
      </ThemeProvider>,
    );
    expect(screen.getByText('Author').tagName).toBe('P');
    expect(screen.getByText('Monday').tagName).toBe('P');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Great visit']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Great visit');
  });
});
