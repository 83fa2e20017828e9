import { ROUTES } from '@locus/auth';
import type { ComponentType } from 'react';
import type { RootStore } from './root-store';

/**
 * Starts the first request of a page's data before the page renders: the boot code calls it with
 * the session's root store and the URL's search as soon as the module arrives, beside `GET /auth`.
 */
export type PagePreload = (root: RootStore, search: string) => void;

/** A lazily loaded route module: its default export is the page; `preload`, its data's first request. */
export type PageModule = { default: ComponentType; preload?: PagePreload };
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
  'request-landing': () => import('../pages/landing/RequestLandingPage'),
  'microsurvey-answer': () => import('../pages/survey/PublicSurveyPage'),
  error: () => import('../pages/error/ErrorPage'),
  triage: () => import('../pages/triage/TriagePage'),
  // The dashboard's own module (its frame; the bar and the overview load after it), so its chunk is the one the bundle report counts.
  dashboard: () => import('../pages/dashboard/DashboardPage'),
  'dashboard-locations': () => import('../pages/dashboard/locations/LocationPerformancePage'),
  'settings-target-score': () => import('../pages/target-score/TargetScorePage'),
  'settings-profile': () => import('../pages/profile/ProfilePage'),
  'settings-users': () => import('../pages/users/UsersPage'),
  'settings-user-new': () => import('../pages/users/InviteUserPage'),
  settings: () => import('../pages/settings/SettingsIndexPage'),
  'settings-account': () => import('../pages/settings/AccountSettingsPage'),
  'settings-account-section': () => import('../pages/settings/AccountSettingsPage'),
  'confirm-email': () => import('../pages/settings/EmailConfirmationPage'),
  reviews: () => import('../pages/reviews/ReviewsPage'),
  review: () => import('../pages/reviews/ReviewDetailPage'),
  'review-history': () => import('../pages/reviews/ReviewHistoryPage'),
  'scheduled-exports': () => import('../pages/scheduled-exports/ScheduledExportsPage'),
  'settings-location-details': () => import('../pages/locations/LocationDetailPage'),
  amplify: () => import('../pages/amplify/AmplifyPage'),
  'amplify-widgets': () => import('../pages/amplify/AmplifyPage'),
  'amplify-widget-create': () => import('../pages/amplify/WidgetEditorPage'),
  'amplify-widget-edit': () => import('../pages/amplify/WidgetEditorPage'),
  'amplify-widget-preview': () => import('../pages/amplify/WidgetPreviewPage'),
  'settings-locations': () => import('../pages/locations/list/LocationsListPage'),
  'settings-location-new-groups': () => import('../pages/locations/group-step/GroupStepPage'),
  'settings-groups': () => import('../pages/groups/GroupsPage'),
  'settings-group-new': () => import('../pages/groups/NewGroupPage'),
  'settings-group-edit': () => import('../pages/groups/EditGroupPage'),
  'settings-location-new': () => import('../pages/locations/NewLocationPage'),
  photos: () => import('../pages/photos/PhotosPage'),
  'local-listings': () => import('../pages/local-listings/LocalListingsPage'),
  keywords: () => import('../pages/keywords/KeywordsPage'),
  keyword: () => import('../pages/keywords/KeywordDetailPage'),
  'keyword-categories': () => import('../pages/keywords/KeywordCategoriesPage'),
  'request-reviews': () => import('../pages/request-reviews/RequestReviewsIndexPage'),
  'request-reviews-compose': () => import('../pages/request-reviews/ComposePage'),
  'request-reviews-new-confirmation': () => import('../pages/request-reviews/ConfirmationPage'),
  'request-reviews-templates': () => import('../pages/request-reviews/TemplatesPage'),
  'request-reviews-overview': () => import('../pages/request-reviews/OverviewPage'),
  'request-reviews-history': () => import('../pages/request-reviews/HistoryPage'),
  'request-reviews-campaigns': () => import('../pages/request-reviews/CampaignsPage'),
  'request-reviews-ways-to-ask': () => import('../pages/request-reviews/WaysToAskPage'),
  'request-reviews-microsurveys': () => import('../pages/request-reviews/MicrosurveysPage'),
  'microsurvey-summaries': () => import('../pages/request-reviews/MicrosurveySummariesPage'),
  'settings-integrations': () => import('../pages/integrations/IntegrationsPage'),
  'accounts-integrations': () => import('../pages/integrations/IntegrationsPage'),
};

/** Loader of the page frame every feature page not built yet shows. */
export const comingSoonPage: PageLoader = () => import('../pages/coming-soon/ComingSoonPage');
export const publicComingSoonPage: PageLoader = () => import('../pages/coming-soon/PublicComingSoonPage');

/** The loader of a route's page: its built page, else the coming-soon frame for its scope. */
export function pageLoaderOf(routeId: string): PageLoader {
  const builtPage = BUILT_PAGES[routeId];
  if (builtPage) return builtPage;
  return ROUTES.find((def) => def.id === routeId)?.scope === 'public' ? publicComingSoonPage : comingSoonPage;
}
