import { describe, expect, it } from 'vitest';
import {
  applyAccountFeatures, can, permissionsFor, RESOURCES, USER_TYPE_CODES, VERBS, type Resource, type Verb,
} from './permissions.js';

const STAFF = ['read_only', 'user', 'limited_user', 'manager', 'admin'] as const;
const CHANGE_VERBS: Verb[] = ['create', 'update', 'delete', 'respond'];
const OWN_ROWS: Resource[] = ['profile', 'user_preference', 'session', 'alert'];

describe('permission matrix', () => {
  it('[P6-001] permissions are per resource with the six verbs', () => {
    expect(VERBS).toEqual(['create', 'read', 'update', 'delete', 'respond', 'preview']);
    for (const type of USER_TYPE_CODES) {
      const perms = permissionsFor(type, { shadowing: true });
      expect(Object.keys(perms).sort()).toEqual([...RESOURCES].sort());
      for (const verbs of Object.values(perms)) for (const verb of verbs) expect(VERBS).toContain(verb);
    }
  });

  it('[F6-001] respond exists beside the CRUD verbs: users respond to reviews', () => {
    expect(can('user', 'review', 'respond')).toBe(true);
    expect(can('read_only', 'review', 'respond')).toBe(false);
  });

  it('[F6-002] the user types are Email Only, Read Only, User, Limited User, Manager, Admin (plus support)', () => {
    expect(USER_TYPE_CODES).toEqual(['email_only', 'read_only', 'user', 'limited_user', 'manager', 'admin', 'support']);
    expect(permissionsFor('nobody')).toEqual(permissionsFor('unknown'));
    expect(Object.values(permissionsFor('nobody')).flat()).toEqual([]);
  });

  it('email only gets what e-mailed alerts and exports need, nothing else', () => {
    const granted = Object.entries(permissionsFor('email_only')).filter(([, v]) => v.length > 0).map(([r]) => r);
    expect(granted.sort()).toEqual(
      ['account', 'account_experiment', 'account_setting', 'alert', 'export_file', 'profile', 'session', 'user',
        'user_preference', 'whitelabel'].sort(),
    );
    expect(can('email_only', 'export_file', 'read')).toBe(true);
    expect(can('email_only', 'review', 'read')).toBe(false);
  });

  it('read only reads every resource but changes only its own rows (profile, preferences, session, alerts)', () => {
    for (const resource of RESOURCES) {
      if (resource === 'notification') continue; // write-only feature requests
      expect(can('read_only', resource, 'read'), resource).toBe(true);
    }
    const changes = Object.entries(permissionsFor('read_only'))
      .filter(([, verbs]) => verbs.some((v) => CHANGE_VERBS.includes(v)))
      .map(([r]) => r);
    // export_file: an export packages data the user may read; notification: a feature request.
    expect(changes.sort()).toEqual([...OWN_ROWS, 'export_file', 'notification'].sort());
  });

  it('[P6-013] [F6-006] read only cannot create a location; the location add link needs location create', () => {
    expect(can('read_only', 'location', 'create')).toBe(false);
    expect(can('user', 'location', 'create')).toBe(false);
    expect(can('manager', 'location', 'create')).toBe(true);
    expect(can('admin', 'location', 'create')).toBe(true);
  });

  it('[F6-003] [F6-004] limited users cannot edit locations or groups; users can edit but not delete', () => {
    expect(can('limited_user', 'location', 'update')).toBe(false);
    expect(can('limited_user', 'group', 'update')).toBe(false);
    expect(can('user', 'location', 'update')).toBe(true);
    expect(can('user', 'location', 'delete')).toBe(false);
    expect(can('manager', 'location', 'delete')).toBe(true);
    // Otherwise limited users equal users.
    const { location: _l, group: _g, ...user } = permissionsFor('user');
    const { location: _l2, group: _g2, ...limited } = permissionsFor('limited_user');
    expect(limited).toEqual(user);
  });

  it('[P6-012] the group dropdown needs group read, which every staff type has', () => {
    for (const type of STAFF) expect(can(type, 'group', 'read'), type).toBe(true);
    expect(can('email_only', 'group', 'read')).toBe(false);
  });

  it('[P6-014] [F6-009] photo upload needs media create: managers and admins only', () => {
    expect(STAFF.filter((t) => can(t, 'media', 'create'))).toEqual(['manager', 'admin']);
  });

  it('[P6-004] [P6-005] the dashboard needs metrics read and the ask tool request read', () => {
    for (const type of STAFF) {
      expect(can(type, 'metrics', 'read')).toBe(true);
      expect(can(type, 'request', 'read')).toBe(true);
    }
    expect(can('user', 'request', 'create')).toBe(true);
    expect(can('read_only', 'request', 'create')).toBe(false);
  });

  it('[P6-006] the settings link (alert update) is open to every type, e-mail only included', () => {
    for (const type of USER_TYPE_CODES) expect(can(type, 'alert', 'update', { shadowing: true }), type).toBe(true);
  });

  it('[P6-018] [P6-019] scheduled exports need scheduled_export create: not read only or email only', () => {
    expect(USER_TYPE_CODES.filter((t) => can(t, 'scheduled_export', 'create', { shadowing: true }))).toEqual([
      'user', 'limited_user', 'manager', 'admin', 'support',
    ]);
  });

  it('admin may do everything in its account the matrix names, users and integrations included', () => {
    const admin = permissionsFor('admin');
    for (const resource of ['user', 'integration', 'oauth_token', 'location', 'group', 'campaign'] as const) {
      expect(admin[resource]).toEqual(['create', 'read', 'update', 'delete']);
    }
    expect(admin.account_setting).toEqual(['read', 'update']);
    expect(admin.whitelabel).toEqual(['read', 'update']);
    // Admin holds at least what every other staff type holds.
    for (const type of STAFF) {
      for (const resource of RESOURCES) {
        for (const verb of permissionsFor(type)[resource]) expect(admin[resource], `${type} ${resource}`).toContain(verb);
      }
    }
  });

  it('support is admin-like only while shadowing an account', () => {
    const shadowing = permissionsFor('support', { shadowing: true });
    for (const resource of RESOURCES) {
      for (const verb of permissionsFor('admin')[resource]) expect(shadowing[resource]).toContain(verb);
    }
    expect(shadowing.whitelabel).toEqual(['create', 'read', 'update', 'delete']);
    expect(can('support', 'location', 'update')).toBe(false);
    expect(can('support', 'account', 'read')).toBe(true);
    expect(can('support', 'account_setting', 'read')).toBe(true);
    expect(can('support', 'account_setting', 'update')).toBe(false);
    expect(can('support', 'location', 'update', { shadowing: true })).toBe(true);
  });

  it('returns a copy the caller may change without touching the matrix', () => {
    const perms = permissionsFor('user');
    perms.location.push('delete');
    expect(can('user', 'location', 'delete')).toBe(false);
  });
});

describe('account features', () => {
  const allOn = { amplify: 'true', local_listings: 'true', competitor: 'true', local_search: 'true', insights: 'true',
    media: 'true', scheduled_exports: 'true', scorecards: 'true', visual_reports: 'true' };

  it('[P6-009] account-setting flags switch features off for the whole account', () => {
    const perms = applyAccountFeatures(permissionsFor('admin'), { ...allOn, media: 'false', scheduled_exports: 'false' });
    expect(perms.media).toEqual([]);
    expect(perms.scheduled_export).toEqual([]);
    expect(perms.location).toEqual(permissionsFor('admin').location);
    expect(applyAccountFeatures(permissionsFor('admin'), allOn)).toEqual(permissionsFor('admin'));
  });

  it('[P6-010] [P6-011] insights and media flags gate keywords and photos', () => {
    const perms = applyAccountFeatures(permissionsFor('manager'), { ...allOn, insights: 'false', media: 'false' });
    expect(perms.insights).toEqual([]);
    expect(perms.media).toEqual([]);
  });

  it('[F6-018] [F6-030] a teaser feature that is off leaves preview only to those who could read it', () => {
    const perms = applyAccountFeatures(permissionsFor('manager'), {});
    expect(perms.amplify).toEqual(['preview']);
    expect(perms.local_listing).toEqual(['preview']);
    expect(applyAccountFeatures(permissionsFor('email_only'), {}).amplify).toEqual([]);
  });

  it('[F6-041] local search: an admin without the feature keeps preview', () => {
    expect(applyAccountFeatures(permissionsFor('admin'), { ...allOn, local_search: 'false' }).local_search).toEqual([
      'preview',
    ]);
  });
});
