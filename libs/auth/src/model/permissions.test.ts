import { describe, expect, it } from 'vitest';
import { PERMISSION_VERBS, can, canAll, canSome, type Permissions } from './permissions.js';

const perms: Permissions = { review: ['read', 'respond'], location: ['read'], media: [] };

describe('permissions', () => {
  it('[P6-001] permissions are per resource with the six verbs', () => {
    expect(PERMISSION_VERBS).toEqual(['create', 'read', 'update', 'delete', 'respond', 'preview']);
    expect(can(perms, 'review', 'respond')).toBe(true);
    expect(can(perms, 'review', 'delete')).toBe(false);
    expect(can(perms, 'location', 'read')).toBe(true);
    expect(can(perms, 'media', 'read')).toBe(false);
    expect(can(perms, 'unknown', 'read')).toBe(false);
    expect(can(undefined, 'review', 'read')).toBe(false);
  });

  it('[P6-002] a check can require all of the listed permissions', () => {
    expect(canAll(perms, [['review', 'read'], ['location', 'read']])).toBe(true);
    expect(canAll(perms, [['review', 'read'], ['location', 'update']])).toBe(false);
    expect(canAll(perms, [])).toBe(true);
  });

  it('[P6-003] a check can require some of the listed permissions', () => {
    expect(canSome(perms, [['location', 'update'], ['review', 'respond']])).toBe(true);
    expect(canSome(perms, [['location', 'update'], ['media', 'create']])).toBe(false);
    expect(canSome(null, [['review', 'read']])).toBe(false);
    expect(canSome(perms, [])).toBe(true);
  });
});
