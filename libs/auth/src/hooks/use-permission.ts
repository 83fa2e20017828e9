import { can, canAll, canSome, type PermissionRequirement, type PermissionVerb } from '../model/permissions.js';
import { useAuth } from './auth-context.js';
import { useStoreValue } from '@locus/resources';

/** Whether the signed-in user may `verb` the `resource` (P6-001). */
export function usePermission(resource: string, verb: PermissionVerb): boolean {
  const auth = useAuth();
  return useStoreValue(() => can(auth.permissions, resource, verb));
}

/** Whether every (`mode` 'all', P6-002) or any (`mode` 'some', P6-003) listed permission is granted. */
export function usePermissions(required: readonly PermissionRequirement[], mode: 'all' | 'some' = 'all'): boolean {
  const auth = useAuth();
  return useStoreValue(() => (mode === 'all' ? canAll : canSome)(auth.permissions, required));
}
