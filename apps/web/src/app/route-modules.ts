import type { ComponentType } from 'react';

/** A lazily loaded route module: its default export is the page. */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Pages that work today, by route id of the auth lib's ROUTES. */
export const BUILT_PAGES: Readonly<Record<string, PageLoader>> = {
  login: () => import('../pages/login/LoginPage'),
  signup: () => import('../pages/signup/SignupPage'),
  'signup-location': () => import('../pages/signup/SignupLocationPage'),
  'forgot-password': () => import('../pages/password/ForgotPasswordPage'),
  'reset-password': () => import('../pages/password/ResetPasswordPage'),
  'expired-password': () => import('../pages/password/ExpiredPasswordPage'),
  'password-reset-complete': () => import('../pages/password/PasswordResetCompletePage'),
  'sso-login': () => import('../pages/session/SsoLoginPage'),
  'switch-account': () => import('../pages/session/SwitchAccountPage'),
  'unsubscribe-alerts': () => import('../pages/unsubscribe/UnsubscribePage'),
  'unsubscribe-requests': () => import('../pages/unsubscribe/UnsubscribePage'),
  'unsubscribe-scheduled-exports': () => import('../pages/unsubscribe/UnsubscribePage'),
  error: () => import('../pages/error/ErrorPage'),
  triage: () => import('../pages/triage/TriagePage'),
  // The dashboard's own module (a page frame for now), so its chunk is the one the bundle report counts.
  dashboard: () => import('../pages/dashboard/DashboardPage'),
  reviews: () => import('../pages/reviews/ReviewsPage'),
  review: () => import('../pages/reviews/ReviewDetailPage'),
};

/** Loader of the page frame every feature page not built yet shows. */
export const comingSoonPage: PageLoader = () => import('../pages/coming-soon/ComingSoonPage');
export const publicComingSoonPage: PageLoader = () => import('../pages/coming-soon/PublicComingSoonPage');

/** Page titles by route id (the page frame of features not built yet shows them). */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  dashboard: 'Dashboard',
  'dashboard-locations': 'Location Performance',
  keywords: 'Keywords',
  'keyword-categories': 'Keyword Categories',
  keyword: 'Keyword',
  'local-listings': 'Local Listings',
  reviews: 'Reviews',
  review: 'Review',
  'review-history': 'Review History',
  'request-reviews': 'Ask for Reviews',
  'request-reviews-overview': 'Ask for Reviews: Overview',
  'request-reviews-compose': 'Ask for Reviews: Compose',
  'request-reviews-history': 'Ask for Reviews: History',
  'request-reviews-templates': 'Ask for Reviews: Templates',
  'request-reviews-microsurveys': 'Microsurveys',
  'request-reviews-campaigns': 'Campaigns',
  'request-reviews-ways-to-ask': 'Ways to Ask',
  'request-reviews-new-confirmation': 'Request Sent',
  'microsurvey-summaries': 'Microsurvey Summaries',
  'settings-locations': 'Locations',
  'settings-location-new': 'New Location',
  'settings-location-details': 'Location Details',
  'settings-location-new-groups': 'New Location: Groups',
  'settings-group-new': 'New Group',
  'settings-integrations': 'Integrations',
  'settings-target-score': 'Target Score',
  'settings-users': 'Users',
  'settings-user-new': 'New User',
  'settings-billing': 'Billing',
  'settings-billing-edit': 'Edit Billing',
  'settings-billing-plans': 'Manage Plans',
  'scheduled-exports': 'Scheduled Exports',
  'settings-account': 'Account Settings',
  'settings-account-section': 'Account Settings',
  amplify: 'Amplify',
  'amplify-widgets': 'Amplify Widgets',
  competitors: 'Competitors',
  'competitors-preview': 'Competitors',
  'competitors-locations': 'Competitors by Location',
  'competitors-brands': 'Competitor Brands',
  'local-search': 'Local Search',
  'oauth-authorize': 'Authorize Application',
  photos: 'Photos',
  'prescriptive-insights': 'Prescriptive Insights',
  'visual-reports': 'Reports',
  accounts: 'Accounts',
  'accounts-integrations': 'Integrations',
  'accounts-trials': 'Trials',
  'child-reviews': 'Reviews Without Responses',
  'partner-account-reports': 'Reports',
  'partner-tools': 'Scorecards',
  settings: 'Settings',
  'settings-profile': 'Profile',
  'file-download': 'File Download',
  'scorecard-request': 'Scorecard Request',
  'partner-integrations-setup': 'Partner Integrations Setup',
  'partner-integrations-error': 'Partner Integrations Error',
};
