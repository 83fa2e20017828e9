import { describe, expect, it } from 'vitest';
import { integrationFixture } from '../testing/integration-fixtures.js';
import { catalogueGroups } from './catalogue-view.js';
import { integrationActions, integrationState, stateLabel } from './integration-catalogue.js';
import { integrationPermissions } from './integration-permissions.js';

const ALL = { connect: true, disconnect: true, requestAccess: true };
const NONE = { connect: false, disconnect: false, requestAccess: false };
const token = (daysUntilExpiry: number, status: 'active' | 'expired' = 'active') => ({ id: 41, status, daysUntilExpiry });

describe('integration states', () => {
  it('[P3-047] an integration with an OAuth token is connected', () => {
    expect(integrationState(integrationFixture({ code: 'google', kind: 'oauth', integrated: true, token: token(-1) }))).toBe(
      'connected',
    );
  });

  it('[P3-048] [P3-049] the server’s integrated (a linked owner, an active global token) shows connected', () => {
    const linked = integrationFixture({ code: 'google', kind: 'oauth', integrated: true });
    const global = integrationFixture({ code: 'yelp', kind: 'request_access', integrated: true, globalTokenStatus: 'active' });
    expect([integrationState(linked), integrationState(global)]).toEqual(['connected', 'connected']);
  });

  it('[F9-082] a token 7 days or fewer from its end is expiring, with the days left; 8 days is not', () => {
    const five = integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(5) });
    expect(integrationState(five)).toBe('expiring');
    expect(stateLabel(five, 'expiring')).toBe('Expires in 5 days');
    const one = integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(1) });
    expect(stateLabel(one, integrationState(one))).toBe('Expires in 1 day');
    expect(integrationState(integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(7) }))).toBe('expiring');
    expect(integrationState(integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(8) }))).toBe('connected');
  });

  it('a token past its end (0 days, or expired) is expired', () => {
    expect(integrationState(integrationFixture({ code: 'google', kind: 'oauth', token: token(0) }))).toBe('expired');
    expect(integrationState(integrationFixture({ code: 'google', kind: 'oauth', token: token(12, 'expired') }))).toBe('expired');
  });

  it('[P4-061] a global token asked for is requested; none is not connected', () => {
    const asked = integrationFixture({ code: 'yelp', kind: 'request_access', requested: true, globalTokenStatus: 'access_requested' });
    expect(integrationState(asked)).toBe('requested');
    expect(stateLabel(asked, 'requested')).toBe('Requested');
    expect(integrationState(integrationFixture({ code: 'yelp', kind: 'request_access' }))).toBe('not_connected');
  });
});

describe('integration actions', () => {
  it('[P4-062] [P4-063] [P4-064] an OAuth integration not connected offers Connect', () => {
    for (const code of ['google', 'facebook', 'trustpilot']) {
      const entry = integrationFixture({ code, kind: 'oauth' });
      expect(integrationActions(entry, 'not_connected', ALL)).toEqual([{ kind: 'connect', label: 'Connect' }]);
    }
  });

  it('a connected token offers Disconnect; an expiring or expired one Reconnect too', () => {
    const entry = integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(5) });
    expect(integrationActions(entry, 'connected', ALL).map((a) => a.label)).toEqual(['Disconnect']);
    expect(integrationActions(entry, 'expiring', ALL).map((a) => a.label)).toEqual(['Reconnect', 'Disconnect']);
    expect(integrationActions(entry, 'expired', ALL).map((a) => a.label)).toEqual(['Reconnect', 'Disconnect']);
  });

  it('[P4-065] a review source offers Request Access until requested', () => {
    const entry = integrationFixture({ code: 'yelp', kind: 'request_access' });
    expect(integrationActions(entry, 'not_connected', ALL)).toEqual([{ kind: 'request_access', label: 'Request Access' }]);
    expect(integrationActions(entry, 'requested', ALL)).toEqual([]);
  });

  it('[P4-066] an external tool opens its own page', () => {
    const entry = integrationFixture({ code: 'hootsuite', kind: 'external', externalUrl: 'https://hootsuite.example/apps/locus' });
    expect(integrationActions(entry, integrationState(entry), NONE)).toEqual([
      { kind: 'open', label: 'Open', href: 'https://hootsuite.example/apps/locus' },
    ]);
    expect(stateLabel(entry, 'not_connected')).toBeNull();
  });

  it('without oauth_token create/delete or integration create no action is offered', () => {
    const google = integrationFixture({ code: 'google', kind: 'oauth' });
    const facebook = integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(3) });
    const yelp = integrationFixture({ code: 'yelp', kind: 'request_access' });
    expect(integrationActions(google, 'not_connected', NONE)).toEqual([]);
    expect(integrationActions(facebook, 'expiring', NONE)).toEqual([]);
    expect(integrationActions(yelp, 'not_connected', NONE)).toEqual([]);
  });

  it('reads the permissions of docs/permissions.md: an admin manages, a manager reads, an e-mail-only user nothing', () => {
    const admin = { integration: ['create', 'read', 'update', 'delete'], oauth_token: ['create', 'read', 'update', 'delete'] };
    expect(integrationPermissions(admin, 'account')).toEqual({ read: true, connect: true, disconnect: true, requestAccess: true });
    expect(integrationPermissions({ integration: ['read'], oauth_token: ['read'] }, 'account')).toEqual({
      read: true,
      connect: false,
      disconnect: false,
      requestAccess: false,
    });
    expect(integrationPermissions({}, 'account').read).toBe(false);
    expect(integrationPermissions(admin, 'parent').read).toBe(false);
    expect(integrationPermissions({ ...admin, child_integration: ['read'] }, 'parent').read).toBe(true);
  });
});

describe('catalogueGroups', () => {
  it('groups into Connected, Review sites and Tools, in that order, leaving empty groups out', () => {
    const entries = [
      integrationFixture({ code: 'google', kind: 'oauth' }),
      integrationFixture({ code: 'facebook', kind: 'oauth', integrated: true, token: token(5) }),
      integrationFixture({ code: 'yelp', kind: 'request_access', requested: true }),
      integrationFixture({ code: 'tableau', kind: 'external', externalUrl: 'https://tableau.example' }),
    ];
    const groups = catalogueGroups(entries, ALL, 'google');
    expect(groups.map((g) => [g.title, g.cards.map((c) => c.code)])).toEqual([
      ['Connected', ['facebook']],
      ['Review sites', ['google', 'yelp']],
      ['Tools', ['tableau']],
    ]);
    expect(groups[1]?.cards[0]).toMatchObject({ busy: true, stateLabel: 'Not connected', message: 'Connect Google to see its reviews.' });
    expect(groups[0]?.cards[0]).toMatchObject({ state: 'expiring', stateLabel: 'Expires in 5 days', busy: false });
    expect(catalogueGroups(entries.slice(3), ALL, null).map((g) => g.id)).toEqual(['tools']);
  });
});
