import { useAuth } from './auth-context.js';
import { useStoreValue } from '@locus/resources';

/**
 * Whether a feature is on (P5-051): its account setting, or a `features.<name>` parameter of
 * `urlSearch` (default: the query of the store's current path).
 */
export function useFeature(name: string, urlSearch?: string): boolean {
  const auth = useAuth();
  return useStoreValue(() => auth.isFeatureEnabled(name, urlSearch));
}
