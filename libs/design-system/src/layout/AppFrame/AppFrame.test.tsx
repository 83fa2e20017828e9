import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFrame } from './AppFrame.js';

const menu = <nav aria-label="Main navigation">menu</nav>;

describe('AppFrame', () => {
  it('lays out the menu, the page and the flyout slot', () => {
    render(
      <AppFrame menu={menu} flyout={<aside aria-label="Flyout">f</aside>}>
        <h1>Reviews</h1>
      </AppFrame>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Reviews');
    expect(screen.getByRole('complementary', { name: 'Flyout' })).toBeTruthy();
  });

  it('[P2-078] [P2-079] hides the menu when the app says so (signed out, /error)', () => {
    render(
      <AppFrame menu={menu} menuHidden>
        <h1>Error</h1>
      </AppFrame>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('starts with a skip link that moves focus to the main content', () => {
    render(
      <AppFrame menu={menu}>
        <h1>Reviews</h1>
      </AppFrame>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.body.querySelector('a, button, [tabindex]')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stacks the mobile top bar above the page on mobile widths', () => {
    const { container } = render(
      <AppFrame menu={menu} mobile>
        <h1>Reviews</h1>
      </AppFrame>,
    );
    expect(getComputedStyle(container.firstElementChild as Element).flexDirection).toBe('column');
  });
});
