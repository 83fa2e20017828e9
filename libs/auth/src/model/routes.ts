import { can, type Permissions, type PermissionRequirement } from './permissions.js';
import type { AccountSettings } from './settings.js';
import { ADMIN_PAGE_USER_TYPES } from './user-types.js';

/**
 * Who a route is for (platform.md section 2): public (anyone, exact match), regular-account pages,
 * parent-account pages, or pages both kinds of account have.
 */
export type RouteScope = 'public' | 'regular' | 'parent' | 'shared';

/** The session facts routes are resolved against. */
export interface RouteSession {
  signedIn: boolean;
  /** The session ended on the server (P2-077). */
  invalidated?: boolean;
  isParent: boolean;
  accountActive: boolean;
  permissions: Permissions | null | undefined;
  settings: AccountSettings | null | undefined;
  /** Features a `features.<name>` URL parameter switches on (P5-051). */
  features?: ReadonlySet<string>;
  userTypeCode: string | null | undefined;
  status?: string | null;
  isShadowing?: boolean;
  isImpersonated?: boolean;
}

/** What a route can require (P2-074): permissions, a user type, a state, or account settings. */
export interface RouteGuard {
  /** Every one of these. */
  allOf?: readonly PermissionRequirement[];
  /** At least one of these. */
  someOf?: readonly PermissionRequirement[];
  userTypes?: readonly string[];
  /** Account-setting flags that must be on (or switched on by a features. parameter). */
  settings?: readonly string[];
  state?: (session: RouteSession) => boolean;
  /** Where a refused visit goes instead of /error (P2-075), when it has a better place. */
  refusedTo?: (session: RouteSession) => string | undefined;
}

export interface RouteDef {
  id: string;
  /** `:name` segments are parameters. */
  path: string;
  scope: RouteScope;
  guard?: RouteGuard;
}

const pub = (id: string, path: string): RouteDef => ({ id, path, scope: 'public' });
const regular = (id: string, path: string, guard?: RouteGuard): RouteDef => ({ id, path, scope: 'regular', ...(guard ? { guard } : {}) });
const parent = (id: string, path: string, guard?: RouteGuard): RouteDef => ({ id, path, scope: 'parent', ...(guard ? { guard } : {}) });
const shared = (id: string, path: string, guard?: RouteGuard): RouteDef => ({ id, path, scope: 'shared', ...(guard ? { guard } : {}) });

const reviewRead: RouteGuard = { allOf: [['review', 'read']] };
const requestRead: RouteGuard = { allOf: [['request', 'read']] };
const metricsRead: RouteGuard = { allOf: [['metrics', 'read']] };
const insights: RouteGuard = { settings: ['insights'] };
const admins: RouteGuard = { userTypes: ADMIN_PAGE_USER_TYPES };
// P6-023: users with competitor preview only are sent to the preview page.
const competitorRead: RouteGuard = {
  allOf: [['competitor', 'read']],
  refusedTo: (s) => (can(s.permissions, 'competitor', 'preview') ? '/competitors/preview' : undefined),
};

const REQUEST_REVIEW_PAGES = [
  'overview',
  'compose',
  'history',
  'templates',
  'microsurveys',
  'campaigns',
  'ways-to-ask',
  'new/confirmation',
] as const;

/** The route table of platform.md section 2 (P2-001..P2-071), as data. */
export const ROUTES: readonly RouteDef[] = [
  // Public routes, exact match (P2-001..P2-018); /triage is the diagnostic page (P2-019).
  pub('signup', '/signup'),
  pub('signup-location', '/signup/location'),
  pub('login', '/login'),
  pub('forgot-password', '/forgot-password'),
  pub('reset-password', '/reset-password'),
  pub('expired-password', '/expired-password'),
  pub('password-reset-complete', '/password-reset-complete'),
  pub('scorecard-request', '/scorecardrequest/:id'),
  pub('partner-integrations-setup', '/partner-integrations-setup'),
  pub('partner-integrations-error', '/partner-integrations-error'),
  pub('unsubscribe-alerts', '/unsubscribe/alerts/:id'),
  pub('unsubscribe-requests', '/unsubscribe/requests/:id'),
  pub('unsubscribe-scheduled-exports', '/unsubscribe/scheduled_exports/:id'),
  // The customer's landing page of a review request (the link in the e-mail or text message).
  pub('request-landing', '/r/:id'),
  // The customer's answer page of a microsurvey (its share link, QR code or a review request's link).
  pub('microsurvey-answer', '/s/:id'),
  // The link e-mailed to a new address (the e-mail change of /settings/profile).
  pub('confirm-email', '/confirm-email/:token'),
  pub('sso-login', '/sso-login/:token'),
  pub('error', '/error'),
  pub('switch-account', '/switch-account/:childAccountId'),
  pub('triage', '/triage'),

  // Signed-in regular-account routes (P2-023..P2-060).
  regular('dashboard', '/dashboard', metricsRead),
  regular('dashboard-locations', '/dashboard/locations', metricsRead),
  // P6-010: the insights setting gates keywords.
  regular('keywords', '/dashboard/keywords', insights),
  regular('keyword-categories', '/dashboard/keywords/categories', insights),
  regular('keyword', '/dashboard/keywords/:keyword', insights),
  regular('local-listings', '/dashboard/local_listings', { someOf: [['local_listing', 'preview'], ['local_listing', 'create'], ['local_listing', 'read']] }),
  regular('reviews', '/reviews', reviewRead),
  regular('review', '/reviews/:reviewId', reviewRead),
  regular('review-history', '/reviews/:reviewId/history', reviewRead),
  regular('request-reviews', '/request-reviews', requestRead),
  ...REQUEST_REVIEW_PAGES.map((page) => regular(`request-reviews-${page.replace('/', '-')}`, `/request-reviews/${page}`, requestRead)),
  regular('microsurvey-summaries', '/request-reviews/microsurveys/:id/summaries', requestRead),
  regular('settings-locations', '/settings/locations'),
  // P6-013: adding a location needs location create.
  regular('settings-location-new', '/settings/locations/new', { allOf: [['location', 'create']] }),
  regular('settings-location-details', '/settings/locations/:id/details'),
  // F6-008: the post-create group step needs group permission; without it the list is the next stop (F2-015).
  regular('settings-location-new-groups', '/settings/locations/new/:id/groups', {
    allOf: [['location', 'create']],
    someOf: [['group', 'create'], ['group', 'update']],
    refusedTo: () => '/settings/locations',
  }),
  regular('settings-group-new', '/settings/groups/new', { allOf: [['group', 'create']] }),
  regular('settings-groups', '/settings/groups', { allOf: [['group', 'read']] }),
  regular('settings-group-edit', '/settings/groups/:id/edit', { allOf: [['group', 'update']] }),
  regular('settings-integrations', '/settings/integrations'),
  // F6-039: the targets are the account admin's business.
  regular('settings-target-score', '/settings/target-score', { ...admins, settings: ['custom_score'] }),
  regular('settings-users', '/settings/users'),
  regular('settings-user-new', '/settings/users/new', { allOf: [['user', 'create']] }),
  regular('settings-billing', '/settings/billing'),
  // Changing the plan or the card is the account admin's business.
  regular('settings-billing-edit', '/settings/billing/edit', admins),
  regular('settings-billing-plans', '/settings/billing/manage-plans', admins),
  // P6-018, P6-020: the scheduled exports list needs scheduled_export create.
  regular('scheduled-exports', '/settings/scheduled-exports/manage', { allOf: [['scheduled_export', 'create']] }),
  // Decision 12: /account/* lands on the account settings page.
  regular('settings-account', '/settings/account'),
  regular('settings-account-section', '/settings/account/:section'),
  regular('amplify', '/amplify', { someOf: [['amplify', 'preview'], ['amplify', 'create'], ['amplify', 'read']] }),
  regular('amplify-widgets', '/amplify/widgets', { someOf: [['amplify', 'create'], ['amplify', 'read']] }),
  // A widget's editor needs amplify create (new) or update (edit); its preview, read or create.
  regular('amplify-widget-create', '/amplify/widgets/create/:type', { allOf: [['amplify', 'create']] }),
  regular('amplify-widget-edit', '/amplify/widgets/edit/:type/:id', { allOf: [['amplify', 'update']] }),
  regular('amplify-widget-preview', '/amplify/widgets/preview/:type/:id', { someOf: [['amplify', 'read'], ['amplify', 'create']] }),
  regular('competitors', '/competitors', competitorRead),
  regular('competitors-preview', '/competitors/preview', { someOf: [['competitor', 'preview'], ['competitor', 'read']] }),
  regular('competitors-locations', '/competitors/locations', competitorRead),
  regular('competitors-brands', '/competitors/brands', competitorRead),
  regular('local-search', '/local-search', { someOf: [['local_search', 'read'], ['local_search', 'preview']] }),
  regular('oauth-authorize', '/oauth/authorize'),
  // P6-011: the media setting gates photos.
  regular('photos', '/photos', { settings: ['media'] }),
  regular('prescriptive-insights', '/prescriptive_insights'),
  // P2-102: visual reports need visual_report read and the flag.
  regular('visual-reports', '/visual-reports', { allOf: [['visual_report', 'read']], settings: ['visual_reports'] }),

  // Parent-account routes (P2-063..P2-070); in a regular account they resolve when permitted (decision 13).
  parent('accounts', '/accounts', { allOf: [['account', 'read']] }),
  parent('accounts-integrations', '/accounts/integrations', { allOf: [['child_integration', 'read']] }),
  parent('accounts-trials', '/accounts/trials', { allOf: [['account', 'read']] }),
  parent('child-reviews', '/child-reviews', reviewRead),
  parent('partner-account-reports', '/partner-account-reports', { allOf: [['account', 'read']] }),

  // Pages both kinds of account have.
  shared('partner-tools', '/partner-tools'),
  shared('settings', '/settings'),
  // Everyone has a profile (the menu's profile item, P2-097), parents included.
  shared('settings-profile', '/settings/profile'),
  shared('file-download', '/file-downloads/:fileId'),
];

/** Default filters of the dashboard (P2-105: the last six months). */
export const DASHBOARD_DEFAULT_QUERY = 'dateDescriptor=sixMonths';

/** Redirect families of section 2; each keeps the query string (P2-037, decision 12). */
export interface RouteRedirect {
  from: string;
  /** `rest` is what the pattern's `*` captured. */
  to: (rest: string) => string;
}

const under = (base: string) => (rest: string) => (rest ? `${base}/${rest}` : base);

export const REDIRECTS: readonly RouteRedirect[] = [
  { from: '/users/sign_in', to: () => '/login' }, // P2-005
  { from: '/profile', to: () => '/settings/profile' }, // P2-034
  { from: '/account/*', to: under('/settings/account') }, // P2-035
  { from: '/billing/*', to: under('/settings/billing') }, // P2-036, P2-037
];
