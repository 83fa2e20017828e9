import type { MouseEvent } from 'react';

/** A click the app may route itself: primary button, no modifier (others open new tabs etc.). */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * onClick for an anchor with a real href: hands plain clicks to `onNavigate` (the app's router)
 * and lets the browser handle the rest, so links still work without a router.
 */
export function routeClick(href: string, onNavigate: ((href: string) => void) | undefined) {
  return (event: MouseEvent) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
}
