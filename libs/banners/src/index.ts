// The whole public surface of @locus/banners: the trial, integrations and integration-expiry banners.

// ports and adapters
export type { BannersApi, OauthToken, SetupProgress } from './ports/banners-api.js';
export type { BannerSession } from './ports/banner-session.js';
export type { CookieJar } from './ports/cookie-jar.js';
export { createBannersApi } from './api/banners-api.js';
export { createDocumentCookies } from './adapters/document-cookies.js';

// model
export { BANNER_PATHS, showsBanners } from './model/banner-routes.js';
export type { TrialBannerModel, TrialChecklistItem, TrialStage } from './model/trial-banner.js';
export { trialBanner, trialChecklist, trialStageOf } from './model/trial-banner.js';
export type { IntegrationsBannerModel } from './model/integrations-banner.js';
export {
  integrationsBanner,
  mayShowIntegrationsBanner,
  missingIntegrations,
} from './model/integrations-banner.js';
export type { ExpiryBannerModel } from './model/expiry-banner.js';
export {
  EXPIRY_WARNING_DAYS,
  daysLeftOf,
  expiryBanners,
  expiryWording,
  mayShowExpiryBanner,
} from './model/expiry-banner.js';
export {
  TRIAL_DISMISS_DAYS,
  dismissTrial,
  trialDismissCookie,
  trialDismissed,
} from './model/trial-dismissal.js';

// store and hooks
export type { BannersModel, BannersStoreDeps } from './store/banners-store.js';
export { BannersStore, NO_BANNERS } from './store/banners-store.js';
export type { BannerStackViewModel } from './hooks/use-banners.js';
export { useBanners } from './hooks/use-banners.js';
