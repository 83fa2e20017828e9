import { describe, expect, it } from 'vitest';
import type { Permissions } from './permissions.js';
import { homePathFor, passesGuard, resolveRoute, routeOfPath, type RouteResolution } from './resolve-route.js';
import type { RouteDef, RouteSession } from './routes.js';

const ALL: Permissions = {
  metrics: ['read'],
  review: ['read'],
  request: ['create', 'read'],
  competitor: ['read'],
  visual_report: ['read'],
  scheduled_export: ['create', 'read'],
  location: ['create', 'read'],
  group: ['create', 'read'],
  user: ['create', 'read'],
  account: ['read'],
  child_integration: ['read'],
  amplify: ['create', 'read'],
  local_listing: ['create', 'read'],
  local_search: ['read'],
};

const regular = (over: Partial<RouteSession> = {}): RouteSession => ({
  signedIn: true,
  isParent: false,
  accountActive: true,
  permissions: ALL,
  settings: { insights: true, media: true, visual_reports: true, custom_score: true },
  userTypeCode: 'admin',
  ...over,
});
const parent = (over: Partial<RouteSession> = {}) => regular({ isParent: true, ...over });
const signedOut = (over: Partial<RouteSession> = {}) => regular({ signedIn: false, permissions: null, ...over });

const renders = (path: string, session: RouteSession, id?: string) => {
  const result = resolveRoute(path, session);
  expect(result.kind, `${path} should render, got ${JSON.stringify(result)}`).toBe('render');
  if (id && result.kind === 'render') expect(result.route.id).toBe(id);
};
const redirectOf = (result: RouteResolution) => (result.kind === 'redirect' ? result.to : `render:${result.route.id}`);
const goesTo = (path: string, session: RouteSession) => redirectOf(resolveRoute(path, session));
const pathOf = (to: string) => to.split('?')[0];

const PUBLIC: [rule: string, path: string][] = [
  ['P2-002', '/signup'],
  ['P2-003', '/signup/location'],
  ['P2-004', '/login'],
  ['P2-006', '/forgot-password'],
  ['P2-007', '/reset-password'],
  ['P2-008', '/expired-password'],
  ['P2-009', '/password-reset-complete'],
  ['P2-010', '/scorecardrequest/12'],
  ['P2-011', '/partner-integrations-setup'],
  ['P2-012', '/partner-integrations-error'],
  ['P2-013', '/unsubscribe/alerts/3'],
  ['P2-014', '/unsubscribe/requests/3'],
  ['P2-015', '/unsubscribe/scheduled_exports/3'],
  ['P2-016', '/sso-login/abc'],
  ['P2-017', '/error?statusCode=404&message=x'],
  ['P2-018', '/switch-account/5'],
  ['P2-019', '/triage'],
];

const REGULAR: [rule: string, paths: string[]][] = [
  ['P2-023', ['/dashboard']],
  ['P2-024', ['/dashboard/locations']],
  ['P2-025', ['/dashboard/keywords']],
  ['P2-026', ['/dashboard/keywords/pizza']],
  ['P2-027', ['/dashboard/keywords/categories']],
  ['P2-028', ['/dashboard/local_listings']],
  ['P2-029', ['/reviews']],
  ['P2-030', ['/reviews/77']],
  ['P2-031', ['/reviews/77/history']],
  [
    'P2-032',
    [
      '/request-reviews',
      '/request-reviews/overview',
      '/request-reviews/compose',
      '/request-reviews/history',
      '/request-reviews/templates',
      '/request-reviews/microsurveys',
      '/request-reviews/campaigns',
      '/request-reviews/ways-to-ask',
      '/request-reviews/new/confirmation',
    ],
  ],
  ['P2-033', ['/request-reviews/microsurveys/4/summaries']],
  ['P2-038', ['/settings']],
  ['P2-039', ['/settings/locations']],
  ['P2-040', ['/settings/locations/new']],
  ['P2-041', ['/settings/locations/8/details']],
  ['P2-042', ['/settings/locations/new/8/groups']],
  ['P2-043', ['/settings/groups/new']],
  ['P2-044', ['/settings/integrations']],
  ['P2-045', ['/settings/target-score']],
  ['P2-046', ['/settings/users']],
  ['P2-047', ['/settings/users/new']],
  ['P2-048', ['/settings/billing']],
  ['P2-049', ['/settings/billing/edit']],
  ['P2-050', ['/settings/billing/manage-plans']],
  ['P2-051', ['/settings/scheduled-exports/manage']],
  ['P2-052', ['/amplify', '/amplify/widgets']],
  ['P2-053', ['/competitors', '/competitors/preview', '/competitors/locations', '/competitors/brands']],
  ['P2-054', ['/local-search']],
  ['P2-055', ['/oauth/authorize']],
  ['P2-056', ['/partner-tools']],
  ['P2-057', ['/photos']],
  ['P2-058', ['/prescriptive_insights']],
  ['P2-059', ['/file-downloads/99']],
  ['P2-060', ['/visual-reports']],
];

const PARENT: [rule: string, path: string][] = [
  ['P2-063', '/accounts'],
  ['P2-064', '/accounts/integrations'],
  ['P2-065', '/accounts/trials'],
  ['P2-066', '/child-reviews'],
  ['P2-067', '/partner-account-reports'],
  ['P2-068', '/partner-tools'],
  ['P2-069', '/settings'],
  ['P2-070', '/file-downloads/99'],
];

describe('resolveRoute: public routes', () => {
  for (const [rule, path] of PUBLIC)
    it(`[${rule}] ${path.split('?')[0]} is a public route`, () => {
      renders(path, signedOut());
      renders(path, regular());
      renders(path, parent());
    });

  it('[P2-001] public routes match the path exactly', () => {
    expect(goesTo('/login/extra', signedOut())).toBe('/login?redirect=%2Flogin%2Fextra');
    expect(pathOf(goesTo('/signup/location/2', regular()))).toBe('/error');
    renders('/login/', signedOut(), 'login');
  });

  it('the customer pages of Ask for Reviews (a request\'s landing page, a microsurvey\'s answer page) are public', () => {
    for (const session of [signedOut(), regular(), parent()]) {
      renders('/r/tok-1', session, 'request-landing');
      renders('/s/tok-9?location=12&visit=123', session, 'microsurvey-answer');
    }
    expect(pathOf(goesTo('/s/tok-9/extra', signedOut()))).toBe('/login');
  });

  it('[P2-005] /users/sign_in redirects to /login', () => {
    expect(goesTo('/users/sign_in', signedOut())).toBe('/login');
    expect(goesTo('/users/sign_in?confirmation_token=t', signedOut())).toBe('/login?confirmation_token=t');
  });

  it('a private page visited signed out goes to /login and back', () => {
    expect(goesTo('/reviews?rating=5', signedOut())).toBe('/login?redirect=%2Freviews%3Frating%3D5');
    expect(goesTo('/', signedOut())).toBe('/login');
  });
});

describe('resolveRoute: regular accounts', () => {
  it('[P2-022] / redirects to /dashboard with the default filters', () => {
    expect(goesTo('/', regular())).toBe('/dashboard?dateDescriptor=sixMonths');
    expect(homePathFor(regular({ permissions: {} }))).toBe('/settings/profile');
  });

  for (const [rule, paths] of REGULAR)
    it(`[${rule}] ${paths.join(', ')} resolve${paths.length > 1 ? '' : 's'}`, () => {
      for (const path of paths) renders(path, regular());
    });

  it('[P2-034] /profile redirects to /settings/profile', () => {
    expect(goesTo('/profile', regular())).toBe('/settings/profile');
    expect(goesTo('/profile?tab=2', regular())).toBe('/settings/profile?tab=2');
  });

  it('[P2-035] /account/* redirects to /settings/account/*, keeping the query (decision 12)', () => {
    expect(goesTo('/account/details?x=1', regular())).toBe('/settings/account/details?x=1');
    expect(goesTo('/account', regular())).toBe('/settings/account');
    renders('/settings/account/details', regular(), 'settings-account-section');
  });

  it('[P2-036] /billing/* redirects to /settings/billing/*', () => {
    expect(goesTo('/billing/edit', regular())).toBe('/settings/billing/edit');
    expect(goesTo('/billing', regular())).toBe('/settings/billing');
  });

  it('[P2-037] the /billing/* redirect keeps the query string', () => {
    expect(goesTo('/billing/manage-plans?plan=pro&seats=3', regular())).toBe('/settings/billing/manage-plans?plan=pro&seats=3');
  });

  it('[P2-061] parent-only paths also resolve for a regular account when permitted (decision 13)', () => {
    for (const [, path] of PARENT) renders(path, regular());
    expect(pathOf(goesTo('/accounts/integrations', regular({ permissions: { ...ALL, child_integration: [] } })))).toBe('/error');
  });

  it('[P2-062] any other path redirects to /error for a regular account', () => {
    expect(pathOf(goesTo('/nowhere', regular()))).toBe('/error');
    expect(pathOf(goesTo('/reviews/1/history/more', regular()))).toBe('/error');
  });
});

describe('resolveRoute: parent accounts', () => {
  for (const [rule, path] of PARENT) it(`[${rule}] ${path} resolves for a parent account`, () => renders(path, parent()));

  it('[P2-071] any other path redirects to /accounts for a parent account', () => {
    expect(goesTo('/nowhere', parent())).toBe('/accounts');
    expect(goesTo('/reviews', parent())).toBe('/accounts');
    expect(goesTo('/', parent())).toBe('/accounts');
  });
});

describe('resolveRoute: guards and session state', () => {
  const table: RouteDef[] = [
    { id: 'perm', path: '/perm', scope: 'regular', guard: { allOf: [['review', 'read'], ['metrics', 'read']] } },
    { id: 'some', path: '/some', scope: 'regular', guard: { someOf: [['media', 'create'], ['review', 'read']] } },
    { id: 'type', path: '/type', scope: 'regular', guard: { userTypes: ['admin'] } },
    { id: 'state', path: '/state', scope: 'regular', guard: { state: (s) => s.status !== 'suspended' } },
    { id: 'flag', path: '/flag', scope: 'regular', guard: { settings: ['saved_filters'] } },
  ];

  it('[P2-074] a route can require permissions, a user type, a state, or account settings', () => {
    const session = regular({ settings: { saved_filters: true } });
    for (const path of ['/perm', '/some', '/type', '/state', '/flag'])
      expect(resolveRoute(path, session, table).kind).toBe('render');
    const refused = (path: string, over: Partial<RouteSession>) =>
      expect(resolveRoute(path, regular({ ...over }), table).kind).toBe('redirect');
    refused('/perm', { permissions: { review: ['read'] } });
    refused('/some', { permissions: { media: ['read'] } });
    refused('/type', { userTypeCode: 'manager' });
    refused('/state', { status: 'suspended' });
    refused('/flag', { settings: { saved_filters: false } });
    expect(resolveRoute('/flag', regular({ features: new Set(['saved_filters']) }), table).kind).toBe('render');
    expect(passesGuard(undefined, regular())).toBe(true);
  });

  it('[P2-075] a gated page redirects to /error when refused', () => {
    expect(pathOf(goesTo('/visual-reports', regular({ settings: { visual_reports: false } })))).toBe('/error');
    expect(pathOf(goesTo('/photos', regular({ settings: {} })))).toBe('/error');
    expect(pathOf(goesTo('/settings/billing/edit', regular({ userTypeCode: 'manager' })))).toBe('/error');
  });

  it('[F6-039] [F6-068] the target score settings are for admins and support, with target scores on', () => {
    expect(pathOf(goesTo('/settings/target-score', regular({ userTypeCode: 'manager' })))).toBe('/error');
    expect(pathOf(goesTo('/settings/target-score', regular({ settings: { custom_score: false } })))).toBe('/error');
    renders('/settings/target-score', regular());
    renders('/settings/target-score', regular({ userTypeCode: 'support' }));
  });

  it('[P6-010] keywords pages need the insights setting', () => {
    expect(pathOf(goesTo('/dashboard/keywords/pizza', regular({ settings: {} })))).toBe('/error');
  });

  it('[P6-020] without scheduled_export create the scheduled exports list redirects to /error', () => {
    const session = regular({ permissions: { ...ALL, scheduled_export: ['read'] } });
    expect(pathOf(goesTo('/settings/scheduled-exports/manage', session))).toBe('/error');
  });

  it('[P6-023] users with competitor preview are redirected to /competitors/preview', () => {
    const session = regular({ permissions: { ...ALL, competitor: ['preview'] } });
    expect(goesTo('/competitors', session)).toBe('/competitors/preview');
    expect(goesTo('/competitors/brands', session)).toBe('/competitors/preview');
    renders('/competitors/preview', session);
    expect(pathOf(goesTo('/competitors', regular({ permissions: { ...ALL, competitor: [] } })))).toBe('/error');
  });

  it('[P2-076] a session whose account is inactive is redirected to billing', () => {
    const inactive = regular({ accountActive: false });
    expect(goesTo('/reviews', inactive)).toBe('/settings/billing');
    expect(goesTo('/nowhere', inactive)).toBe('/settings/billing');
    renders('/settings/billing', inactive);
    renders('/settings/billing/edit', inactive);
    renders('/login', inactive);
  });

  it('[P2-077] an expired session is redirected to /login with invalidated and redirect', () => {
    const to = goesTo('/reviews/3?x=1', signedOut({ invalidated: true }));
    expect(pathOf(to)).toBe('/login');
    expect(Object.fromEntries(new URLSearchParams(to.split('?')[1]))).toEqual({
      invalidated: 'true',
      redirect: '/reviews/3?x=1',
    });
  });
});

describe('routeOfPath: the route a path shows, before the session is known', () => {
  it('names the route of a page path, whatever its query', () => {
    expect(routeOfPath('/reviews?rating=5')?.id).toBe('reviews');
    expect(routeOfPath('/settings/locations/12/details')?.id).toBe('settings-location-details');
    expect(routeOfPath('/login')?.id).toBe('login');
  });

  it('names none for a redirect family or an unknown path', () => {
    expect(routeOfPath('/users/sign_in')).toBeUndefined();
    expect(routeOfPath('/nowhere')).toBeUndefined();
  });
});
