import type { RouteSession } from '@locus/auth';
import { describe, expect, it } from 'vitest';
import { settingsIndex } from './settings-index.js';

const ALL = ['create', 'read', 'update', 'delete'];
const adminPermissions = {
  user: ALL, location: ALL, group: ALL, integration: ALL, account: ['read', 'update'], scheduled_export: ALL, metrics: ['read'],
};

function session(overrides: Partial<RouteSession> = {}): RouteSession {
  return {
    signedIn: true,
    isParent: false,
    accountActive: true,
    permissions: adminPermissions,
    settings: { custom_score: true, scheduled_exports: true },
    userTypeCode: 'admin',
    ...overrides,
  };
}

const ids = (s: RouteSession) => settingsIndex(s).sections.map((section) => section.id);

describe('settingsIndex', () => {
  it('lists every section an admin may open, each linking to its page', () => {
    expect(ids(session())).toEqual(['profile', 'users', 'locations', 'groups', 'integrations', 'target-score', 'scheduled-exports', 'billing', 'account']);
    expect(settingsIndex(session()).sections[0]).toMatchObject({ title: 'Profile', href: '/settings/profile' });
  });

  it("keeps the sections whose route the user's guard refuses: target score is admins' with the custom_score setting", () => {
    const user = session({
      userTypeCode: 'user',
      permissions: { user: ['read'], location: ['read', 'update'], group: ['read', 'update'], integration: ['read'], account: ['read'], scheduled_export: ALL },
    });
    expect(ids(user)).toEqual(['profile', 'users', 'locations', 'groups', 'integrations', 'scheduled-exports', 'account']);
    expect(ids(session({ settings: { scheduled_exports: true } }))).not.toContain('target-score');
  });

  it('an e-mail-only user sees only what they can use: profile, users (read) and account', () => {
    const emailOnly = session({ userTypeCode: 'email_only', permissions: { user: ['read'], account: ['read'] }, settings: {} });
    expect(ids(emailOnly)).toEqual(['profile', 'users', 'account']);
  });

  it('a parent account has only the shared pages (regular-only pages go to /accounts)', () => {
    expect(ids(session({ isParent: true }))).toEqual(['profile']);
  });
});
