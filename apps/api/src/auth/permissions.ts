/**
 * The permission matrix: what each user type may do, per resource and verb (P6-001). docs/permissions.md
 * shows the same table with the reasons; keep the two in step.
 *
 * Row-level limits are not the matrix's job: account isolation, "own rows only" (profile, user_preference,
 * non-admin scheduled exports: P6-021) and the support user's shadow-token rule are enforced by the server
 * around this check.
 */
import type { UserTypeCode } from '../db/schema.js';

export const VERBS = ['create', 'read', 'update', 'delete', 'respond', 'preview'] as const;
export type Verb = (typeof VERBS)[number];

export const USER_TYPE_CODES = [
  'email_only', 'read_only', 'user', 'limited_user', 'manager', 'admin', 'support',
] as const satisfies readonly UserTypeCode[];

export const RESOURCES = [
  // Entities of the data model.
  'account', 'account_setting', 'account_experiment', 'user', 'user_type', 'profile', 'group', 'location',
  'source', 'country', 'state', 'category', 'tag', 'review_tag', 'url', 'oauth_token', 'whitelabel',
  'user_preference', 'upload', 'notification', 'session',
  // Resources the spec's permission checks name (platform.md 6, features.md 6).
  'metrics', 'review', 'response', 'response_template', 'request', 'alert', 'competitor', 'partner_scorecard', 'child_integration',
  'visual_report', 'amplify', 'local_listing', 'scheduled_export', 'campaign', 'media', 'integration',
  'export_file', 'insights', 'issue', 'location_score', 'local_search', 'google_post_content', 'contact', 'request_page',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type Permissions = Record<Resource, Verb[]>;

/** Letters used in the matrix below: c create, r read, u update, d delete, s respond, p preview. */
const LETTERS: Record<string, Verb> = { c: 'create', r: 'read', u: 'update', d: 'delete', s: 'respond', p: 'preview' };

/** The six account staff types, in the table's column order (support is derived from admin below). */
type StaffType = Exclude<UserTypeCode, 'support'>;
const COLUMNS: readonly StaffType[] = ['email_only', 'read_only', 'user', 'limited_user', 'manager', 'admin'];

// One row per resource; columns as COLUMNS; '-' = nothing. Same order and content as docs/permissions.md.
const MATRIX: Record<Resource, string> = {
  //                  email_only read_only user  limited manager admin
  session:            'crd       crd       crd   crd     crd     crd',
  profile:            'ru        ru        ru    ru      ru      ru',
  user_preference:    'crud      crud      crud  crud    crud    crud',
  alert:              'ru        ru        ru    ru      ru      crud',
  account:            'r         r         r     r       r       ru',
  account_setting:    'r         r         r     r       r       ru',
  account_experiment: 'r         r         r     r       r       r',
  whitelabel:         'r         r         r     r       r       ru',
  user:               'r         r         r     r       r       crud',
  export_file:        'r         cr        cr    cr      cr      crud',
  user_type:          '-         r         r     r       r       r',
  source:             '-         r         r     r       r       r',
  country:            '-         r         r     r       r       r',
  state:              '-         r         r     r       r       r',
  category:           '-         r         r     r       r       r',
  notification:       '-         c         c     c       c       cr',
  metrics:            '-         r         r     r       r       r',
  insights:           '-         r         r     r       r       r',
  visual_report:      '-         r         r     r       r       r',
  location_score:     '-         r         r     r       r       r',
  local_search:       '-         r         r     r       r       r',
  issue:              '-         r         r     r       r       r',
  review:             '-         r         rus   rus     rus     rus',
  response:           '-         r         crud  crud    crud    crud',
  response_template:  '-         r         r     r       crud    crud',
  review_tag:         '-         r         crd   crd     crd     crd',
  tag:                '-         r         cr    cr      crud    crud',
  request:            '-         r         cru   cru     crud    crud',
  partner_scorecard:  '-         r         cr    cr      crud    crud',
  scheduled_export:   '-         r         crud  crud    crud    crud',
  upload:             '-         r         cr    cr      cr      crud',
  location:           '-         r         ru    r       crud    crud',
  group:              '-         r         ru    r       crud    crud',
  url:                '-         r         r     r       crud    crud',
  media:              '-         r         r     r       crud    crud',
  campaign:           '-         r         r     r       crud    crud',
  contact:            '-         r         cr    cr      crud    crud',
  request_page:       '-         r         r     r       r       ru',
  competitor:         '-         r         r     r       crud    crud',
  amplify:            '-         r         r     r       crud    crud',
  local_listing:      '-         r         r     r       crud    crud',
  google_post_content:'-         r         r     r       crud    crud',
  oauth_token:        '-         r         r     r       r       crud',
  integration:        '-         r         r     r       r       crud',
  child_integration:  '-         r         r     r       r       crud',
};

/** What support adds to admin inside a shadowed account: the provider-side settings an admin only reads. */
const SUPPORT_EXTRAS: Partial<Record<Resource, string>> = {
  account: 'ru', account_setting: 'crud', account_experiment: 'crud', whitelabel: 'crud',
};

/** A support user outside a shadow token: its own session and profile, and the account list to pick from. */
const SUPPORT_UNSHADOWED: Partial<Record<Resource, string>> = {
  // account_setting and whitelabel read: the client loads its own account's settings and branding on sign-in.
  session: 'crd', profile: 'ru', user_preference: 'crud', account: 'r', user: 'r', account_setting: 'r', whitelabel: 'r',
};

function parseVerbs(letters: string): Verb[] {
  if (letters === '-') return [];
  // Keep the canonical verb order whatever order the letters are written in.
  return VERBS.filter((verb) => [...letters].some((l) => LETTERS[l] === verb));
}

function emptyPermissions(): Permissions {
  return Object.fromEntries(RESOURCES.map((r) => [r, [] as Verb[]])) as Permissions;
}

function withCells(base: Permissions, cells: Partial<Record<Resource, string>>): Permissions {
  const result = { ...base };
  for (const [resource, letters] of Object.entries(cells) as [Resource, string][]) result[resource] = parseVerbs(letters);
  return result;
}

function buildStaffMatrix(): Record<StaffType, Permissions> {
  const table = Object.fromEntries(COLUMNS.map((c) => [c, emptyPermissions()])) as Record<StaffType, Permissions>;
  for (const resource of RESOURCES) {
    const cells = MATRIX[resource].trim().split(/\s+/);
    if (cells.length !== COLUMNS.length) throw new Error(`permission row ${resource} has ${cells.length} cells`);
    COLUMNS.forEach((type, i) => (table[type][resource] = parseVerbs(cells[i] ?? '-')));
  }
  return table;
}

const STAFF = buildStaffMatrix();
const TABLE: Record<UserTypeCode, Permissions> = { ...STAFF, support: withCells(STAFF.admin, SUPPORT_EXTRAS) };

export interface PermissionOptions {
  /** For support users: true only inside a shadow token (api-conventions: support acts only through one). */
  shadowing?: boolean;
}

export function isUserTypeCode(value: string): value is UserTypeCode {
  return (USER_TYPE_CODES as readonly string[]).includes(value);
}

/**
 * The verbs per resource for a user type (a fresh copy; callers may change it). Unknown codes get nothing.
 * Support users get admin-like rights only while shadowing an account.
 */
export function permissionsFor(userType: string, options: PermissionOptions = {}): Permissions {
  if (!isUserTypeCode(userType)) return emptyPermissions();
  const source =
    userType === 'support' && !options.shadowing ? withCells(emptyPermissions(), SUPPORT_UNSHADOWED) : TABLE[userType];
  return Object.fromEntries(RESOURCES.map((r) => [r, [...source[r]]])) as Permissions;
}

export function can(userType: string, resource: string, verb: Verb, options: PermissionOptions = {}): boolean {
  const verbs = (permissionsFor(userType, options) as Record<string, Verb[] | undefined>)[resource];
  return verbs?.includes(verb) ?? false;
}

/**
 * Account-setting flags that switch a resource off for the whole account (P6-009), by resource.
 * Teaser resources keep a `preview` for those who could read them, so the client shows its teaser
 * ("preview only gives the preview screen", F6-018, F6-030, P6-023); the others lose every verb.
 */
export const FEATURE_GATES: Partial<Record<Resource, { setting: string; teaser: boolean }>> = {
  amplify: { setting: 'amplify', teaser: true },
  local_listing: { setting: 'local_listings', teaser: true },
  competitor: { setting: 'competitor', teaser: true },
  local_search: { setting: 'local_search', teaser: true },
  insights: { setting: 'insights', teaser: false },
  media: { setting: 'media', teaser: false },
  scheduled_export: { setting: 'scheduled_exports', teaser: false },
  partner_scorecard: { setting: 'scorecards', teaser: false },
  visual_report: { setting: 'visual_reports', teaser: false },
};

/** Narrows a type's permissions to the account's features; `settings` maps setting code to value ('true'/'false'). */
export function applyAccountFeatures(permissions: Permissions, settings: Readonly<Record<string, string>>): Permissions {
  const result = { ...permissions };
  for (const [resource, gate] of Object.entries(FEATURE_GATES) as [Resource, { setting: string; teaser: boolean }][]) {
    if (settings[gate.setting] === 'true') continue;
    result[resource] = gate.teaser && permissions[resource].includes('read') ? ['preview'] : [];
  }
  return result;
}

/** What a session may do: its user type's rights (admin-like for support only while shadowing), narrowed by the account's features. */
export function sessionPermissions(
  userTypeCode: UserTypeCode,
  shadowing: boolean,
  settings: Readonly<Record<string, string>> | null | undefined,
): Permissions {
  return applyAccountFeatures(permissionsFor(userTypeCode, { shadowing }), settings ?? {});
}
