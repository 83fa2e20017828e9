import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** A view's link followed inside the app (no reload), unless the user asked for a new tab or window. */
export function useOpenLink() {
  const navigate = useNavigate();
  return (href: string, event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
}
