/** The verbs a permission can grant (P6-001). */
export const PERMISSION_VERBS = ['create', 'read', 'update', 'delete', 'respond', 'preview'] as const;
export type PermissionVerb = (typeof PERMISSION_VERBS)[number];

/** Granted verbs per resource, as the session reply carries them: `{ location: ['read', 'update'] }`. */
export type Permissions = Readonly<Record<string, readonly string[] | undefined>>;

/** One required permission: a resource and a verb. */
export type PermissionRequirement = readonly [resource: string, verb: PermissionVerb];

/** Whether the permissions grant `verb` on `resource` (P6-001). A missing map grants nothing. */
export function can(permissions: Permissions | null | undefined, resource: string, verb: PermissionVerb): boolean {
  return permissions?.[resource]?.includes(verb) ?? false;
}

/** Every listed permission is granted (P6-002). An empty list asks for nothing, so it passes. */
export function canAll(
  permissions: Permissions | null | undefined,
  required: readonly PermissionRequirement[],
): boolean {
  return required.every(([resource, verb]) => can(permissions, resource, verb));
}

/** At least one listed permission is granted (P6-003). An empty list asks for nothing, so it passes. */
export function canSome(
  permissions: Permissions | null | undefined,
  required: readonly PermissionRequirement[],
): boolean {
  return required.length === 0 || required.some(([resource, verb]) => can(permissions, resource, verb));
}
