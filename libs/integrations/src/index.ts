// The public surface of @locus/integrations (the integrations catalogue): see README.md.
export type {
  GlobalTokenStatus,
  Integration,
  IntegrationKind,
  IntegrationsApi,
  IntegrationToken,
  OAuthProvider,
} from './ports/integrations-api.js';
export type { Navigator } from './ports/navigator.js';
export { createIntegrationsApi, integrationOf } from './api/integrations-api.js';
export {
  EXPIRY_WARNING_DAYS,
  integrationActions,
  integrationName,
  integrationState,
  stateLabel,
  stateMessage,
  type IntegrationActionKind,
  type IntegrationActionView,
  type IntegrationPermissions,
  type IntegrationState,
} from './model/integration-catalogue.js';
export {
  catalogueGroups,
  type IntegrationCardView,
  type IntegrationGroupId,
  type IntegrationGroupView,
  type IntegrationsAccess,
  type IntegrationsCatalogueView,
} from './model/catalogue-view.js';
export { providerName, readOAuthReturn, RETURN_PARAMS, type IntegrationNotice, type OAuthReturn } from './model/oauth-return.js';
export { integrationPermissions } from './model/integration-permissions.js';
export { INTEGRATIONS_MESSAGES, IntegrationsStore, type IntegrationsDeps } from './store/integrations-store.js';
export { useIntegrations } from './hooks/use-integrations.js';
