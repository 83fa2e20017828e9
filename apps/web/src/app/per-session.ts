import type { RootStore } from './root-store';

/**
 * Makes `build` run once per signed-in session: its value (an API adapter, the session's shared stores) is
 * kept with the root store, so a sign-out's new root store gets a new one and the old one is collected.
 */
export function perSession<T extends object>(build: (root: RootStore) => T): (root: RootStore) => T {
  const bySession = new WeakMap<RootStore, T>();
  return (root) => {
    let value = bySession.get(root);
    if (!value) {
      value = build(root);
      bySession.set(root, value);
    }
    return value;
  };
}
