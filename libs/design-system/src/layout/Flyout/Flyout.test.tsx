import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Flyout, type FlyoutProps } from './Flyout.js';

function renderFlyout(props: Partial<FlyoutProps> = {}) {
  const onClose = vi.fn();
  const all: FlyoutProps = { open: true, title: 'Schedule Export', onClose, children: <p>Body</p>, ...props };
  const view = render(<Flyout {...all} />);
  return { onClose, rerender: (next: Partial<FlyoutProps>) => view.rerender(<Flyout {...all} {...next} />) };
}

/** jsdom has no media queries: answer them as a screen of the given width would. */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    };
  });
}

describe('Flyout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[P2-137] is a right side panel 380 px wide', () => {
    stubViewport(1400);
    renderFlyout();
    const panel = screen.getByRole('complementary', { name: 'Schedule Export' });
    const style = getComputedStyle(panel);
    expect(style.width).toBe('380px');
    expect(style.right).toBe('0px');
  });

  it('[P2-138] is 320 px wide on small screens', () => {
    stubViewport(500);
    renderFlyout();
    expect(getComputedStyle(screen.getByRole('complementary')).width).toBe('320px');
  });

  it('[P2-139] has a header, a scrollable body, an optional footer and a close button', () => {
    const { onClose } = renderFlyout({ footer: <button>Save</button> });
    expect(screen.getByRole('heading', { name: 'Schedule Export' })).toBeTruthy();
    expect(getComputedStyle(screen.getByTestId('flyout-body')).overflowY).toBe('auto');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[P2-139] renders no footer when none is given', () => {
    renderFlyout();
    expect(document.querySelector('footer')).toBeNull();
  });

  it('[P2-140] closes when the path changes', () => {
    const { onClose, rerender } = renderFlyout({ pathname: '/reviews' });
    rerender({ pathname: '/reviews' });
    expect(onClose).not.toHaveBeenCalled();
    rerender({ pathname: '/dashboard' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[P2-141] stays open on a path change while flyout_edit is set', () => {
    const { onClose, rerender } = renderFlyout({ pathname: '/reviews', keepOnPathChange: true });
    rerender({ pathname: '/dashboard', keepOnPathChange: true });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('[P2-142] reports opening and closing so the app can collapse the navigation', () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderFlyout({ onOpenChange });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    rerender({ onOpenChange, open: false });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
