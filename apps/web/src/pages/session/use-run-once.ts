import { useEffect, useRef } from 'react';

/** Runs `action` once for `key` (StrictMode mounts twice in development; a session call must not). */
export function useRunOnce(key: string, action: () => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    action();
  });
}
