/** The demo accounts (docs/demo-data.md describes them for people). */
import type { AccountKind, AccountStatus, SourceCode, UserTypeCode, Vertical } from '../db/schema.js';

export interface DemoUser {
  email: string;
  name: string;
  type: UserTypeCode;
  title: string;
}

export interface AccountPlan {
  key: string;
  name: string;
  kind: AccountKind;
  status: AccountStatus;
  vertical: Vertical;
  segment: string | null;
  parentKey?: string;
  /** Location names are `<brand> – <city>`. */
  brand: string;
  /** Website host for location pages. */
  domain: string;
  locations: number;
  /** Index into CITIES where this account's locations start (accounts spread over the map). */
  cityOffset: number;
  reviewsPerLocation: [min: number, max: number];
  /** Regional groups (locations split evenly, in order) and an optional cross-cutting one (every n-th location). */
  regionGroups: string[];
  extraGroup?: { name: string; every: number };
  users: DemoUser[];
  trial?: { startedDaysAgo: number; endsInDays: number };
  /**
   * `fromClock`: the expiry counts from the seeding's clock rather than SEED_NOW (noon of the day), so a token
   * "5 days from now" shows 5 days left in a demo or e2e run started at any hour.
   */
  oauthTokens?: { source: SourceCode; expiresInDays: number | null; fromClock?: boolean }[];
  experiments?: { code: string; variant: string }[];
  tags?: boolean;
  whitelabel?: WhitelabelPlan;
  settingOverrides?: Record<string, string>;
}

export interface WhitelabelPlan {
  name: string;
  custom_domain: string;
  logo_url: string;
  nav_background: string;
  nav_text: string;
  nav_active_text: string;
  nav_hover_background: string;
  nav_hover_text: string;
  support_phone: string;
  support_email: string;
}

const user = (email: string, name: string, type: UserTypeCode, title: string): DemoUser => ({ email, name, type, title });

export const DEMO_ACCOUNTS: readonly AccountPlan[] = [
  {
    key: 'harbor', name: 'Harbor Dental Group', kind: 'regular', status: 'active', vertical: 'healthcare',
    segment: 'enterprise', brand: 'Harbor Dental', domain: 'harbordental.test', locations: 48, cityOffset: 0,
    reviewsPerLocation: [34, 46],
    regionGroups: ['New England', 'New York Metro', 'Mid-Atlantic', 'Southeast', 'Great Lakes'],
    extraGroup: { name: 'Pediatric Practices', every: 4 },
    users: [
      user('admin@harbor.test', 'Alicia Moreno', 'admin', 'Director of Operations'),
      user('manager@harbor.test', 'Marcus Reed', 'manager', 'Regional Manager'),
      user('user@harbor.test', 'Uma Patel', 'user', 'Patient Experience Coordinator'),
      user('limited@harbor.test', 'Liam Chen', 'limited_user', 'Office Manager'),
      user('readonly@harbor.test', 'Rachel Okafor', 'read_only', 'Finance Analyst'),
      user('emailonly@harbor.test', 'Ethan Brooks', 'email_only', 'Dentist'),
    ],
    oauthTokens: [{ source: 'google', expiresInDays: 50 }, { source: 'facebook', expiresInDays: 12 }],
    experiments: [{ code: 'new_dashboard', variant: 'b' }, { code: 'review_reply_suggestions', variant: 'control' }],
    tags: true,
  },
  {
    key: 'summit', name: 'Summit Partners', kind: 'parent', status: 'active', vertical: 'other', segment: 'agency',
    brand: 'Summit Partners', domain: 'summitpartners.test', locations: 0, cityOffset: 0, reviewsPerLocation: [0, 0],
    regionGroups: [], users: [user('partner@summit.test', 'Paula Grant', 'admin', 'Partner Success Lead')],
  },
  {
    key: 'summit-auto', name: 'Summit Auto Group', kind: 'regular', status: 'active', vertical: 'automotive',
    segment: 'mid_market', parentKey: 'summit', brand: 'Summit Auto', domain: 'summitauto.test', locations: 4,
    cityOffset: 48, reviewsPerLocation: [10, 18], regionGroups: ['Texas Stores'], users: [],
    oauthTokens: [{ source: 'google', expiresInDays: null }],
  },
  {
    key: 'summit-senior', name: 'Summit Senior Living', kind: 'regular', status: 'active', vertical: 'senior_care',
    segment: 'mid_market', parentKey: 'summit', brand: 'Summit Senior Living', domain: 'summitseniorliving.test',
    locations: 6, cityOffset: 52, reviewsPerLocation: [8, 14], regionGroups: ['West Communities'], users: [],
  },
  {
    key: 'summit-dental', name: 'Summit Family Dental', kind: 'regular', status: 'active', vertical: 'healthcare',
    segment: 'smb', parentKey: 'summit', brand: 'Summit Family Dental', domain: 'summitfamilydental.test',
    locations: 3, cityOffset: 58, reviewsPerLocation: [10, 16], regionGroups: ['All Offices'], users: [],
  },
  {
    key: 'pinecrest', name: 'Pinecrest Eats', kind: 'regular', status: 'trial', vertical: 'restaurant', segment: 'smb',
    brand: 'Pinecrest Eats', domain: 'pinecresteats.test', locations: 5, cityOffset: 61, reviewsPerLocation: [20, 30],
    regionGroups: ['Pacific Northwest'], users: [user('trial@pinecrest.test', 'Tessa Lind', 'admin', 'Owner')],
    trial: { startedDaysAgo: 10, endsInDays: 14 },
    // Trial accounts without trial_export see the export-blocked modal (F6-059).
    settingOverrides: { trial_export: 'false' },
  },
  {
    key: 'northwind', name: 'Northwind Reviews', kind: 'regular', status: 'active', vertical: 'other', segment: 'smb',
    brand: 'Northwind Home Services', domain: 'northwind.test', locations: 4, cityOffset: 40,
    reviewsPerLocation: [12, 20], regionGroups: ['Midwest'],
    users: [user('admin@northwind.test', 'Nora Lindqvist', 'admin', 'General Manager')],
    whitelabel: {
      name: 'Northwind Reviews', custom_domain: 'reviews.northwind.test', logo_url: '/whitelabel/northwind-logo.svg',
      nav_background: '#0b2545', nav_text: '#d9e2ec', nav_active_text: '#ffffff', nav_hover_background: '#13315c',
      nav_hover_text: '#f4d35e', support_phone: '(312) 555-0142', support_email: 'support@northwind.test',
    },
  },
  {
    key: 'locus-support', name: 'Locus Support', kind: 'regular', status: 'active', vertical: 'other',
    segment: 'internal', brand: 'Locus', domain: 'locus.test', locations: 0, cityOffset: 0, reviewsPerLocation: [0, 0],
    regionGroups: [], users: [user('support@locus.test', 'Sam Rivera', 'support', 'Support Engineer')],
  },
  {
    // The integration banners' account: Facebook connected but about to expire, Google never connected.
    key: 'cedar', name: 'Cedar Ridge Motors', kind: 'regular', status: 'active', vertical: 'automotive', segment: 'smb',
    brand: 'Cedar Ridge Motors', domain: 'cedarridgemotors.test', locations: 3, cityOffset: 46, reviewsPerLocation: [10, 16],
    regionGroups: ['Mountain West'], users: [user('admin@cedar.test', 'Carmen Diaz', 'admin', 'Dealer Principal')],
    oauthTokens: [{ source: 'facebook', expiresInDays: 5, fromClock: true }],
  },
];
