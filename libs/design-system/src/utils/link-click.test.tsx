import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeClick } from './link-click.js';

describe('routeClick', () => {
  it('hands a plain click to onNavigate and prevents the page load', () => {
    const onNavigate = vi.fn();
    render(
      <a href="/reviews" onClick={routeClick('/reviews', onNavigate)}>
        Reviews
      </a>,
    );
    const notPrevented = fireEvent.click(screen.getByText('Reviews'));
    expect(onNavigate).toHaveBeenCalledWith('/reviews');
    expect(notPrevented).toBe(false);
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const onNavigate = vi.fn();
    let preventedByRoute: boolean | undefined;
    render(
      // The wrapper records what routeClick did, then stops jsdom from trying to load the page.
      <div
        onClick={(event) => {
          preventedByRoute = event.defaultPrevented;
          event.preventDefault();
        }}
      >
        <a href="/reviews" onClick={routeClick('/reviews', onNavigate)}>
          Reviews
        </a>
      </div>,
    );
    fireEvent.click(screen.getByText('Reviews'), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(preventedByRoute).toBe(false);
  });
});
