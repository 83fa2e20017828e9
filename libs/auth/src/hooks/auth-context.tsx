import { createContext, useContext, type ReactNode } from 'react';
import type { AuthStore } from '../store/auth-store.js';

const AuthContext = createContext<AuthStore | null>(null);

/** Puts the app's AuthStore (composed in the app, rebuilt on sign-out) in reach of the hooks. */
export function AuthProvider({ store, children }: { store: AuthStore; children?: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The AuthStore of the nearest AuthProvider. */
export function useAuth(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth() needs an <AuthProvider store={...}> above it');
  return store;
}
