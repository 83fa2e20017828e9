// The whole public surface of @locus/auth.

// ports and adapters
export type { Analytics, AnalyticsUser, CurrentPath, KeyValueStorage, Navigate } from './ports/surroundings.js';
export type { MemoryStorage } from './adapters/memory-storage.js';
export { createMemoryStorage } from './adapters/memory-storage.js';
export type { StorageEventSource, StorageLike } from './adapters/web-storage.js';
export { createWebStorage } from './adapters/web-storage.js';

// model
export type { PermissionRequirement, PermissionVerb, Permissions } from './model/permissions.js';
export { PERMISSION_VERBS, can, canAll, canSome } from './model/permissions.js';
export type { AccountSettingRow, AccountSettings } from './model/settings.js';
export {
  FEATURE_PARAM_PREFIX,
  SETTING,
  featureParams,
  isFeatureEnabled,
  isSettingOn,
  settingValue,
  toAccountSettings,
} from './model/settings.js';
export type { UserTypeCode } from './model/user-types.js';
export {
  STAFF_USER_TYPE_CODES,
  USER_TYPES,
  isAdmin,
  opensAdminPages,
  ADMIN_PAGE_USER_TYPES,
  isEmailOnly,
  isReadOnly,
  isSupport,
  isUserTypeCode,
  userTypeName,
} from './model/user-types.js';
export { trialDaysLeft, trialDaysLeftLabel } from './model/trial.js';
export type { BasePathState } from './model/paths.js';
export {
  BILLING_PATH,
  DASHBOARD_PATH,
  ERROR_PATH,
  EXPIRED_PASSWORD_PATH,
  LOGIN_PATH,
  PARENT_HOME_PATH,
  PASSWORD_RESET_COMPLETE_PATH,
  UNEXPECTED_ERROR_MESSAGE,
  afterLoginPath,
  basePathFor,
  errorPath,
  expiredSessionPath,
  readErrorQuery,
  signInPath,
  splitBasePath,
} from './model/paths.js';
export type { NavIconKey, NavItem, NavigationInput, NavigationModel } from './model/navigation.js';
export { TRIALS_PARENT_KIND, buildNavigation, initialsOf, markActive } from './model/navigation.js';
export type { PathParams } from './model/path-pattern.js';
export { matchPattern, normalizePath, splitQuery, withQuery } from './model/path-pattern.js';
export type { RouteDef, RouteGuard, RouteRedirect, RouteScope, RouteSession } from './model/routes.js';
export { DASHBOARD_DEFAULT_QUERY, REDIRECTS, ROUTES } from './model/routes.js';
export type { RouteResolution } from './model/resolve-route.js';
export { FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, homePathFor, passesGuard, resolveRoute, routeOfPath } from './model/resolve-route.js';

// store
export type {
  Account,
  AccountSetting,
  AuthSession,
  AuthSessionCreated,
  ConfirmResult,
  PasswordResetCheck,
  Profile,
  SignupRequest,
  SignupResult,
  User,
  Whitelabel,
} from './ports/auth-api.js';
export type { Accepted, AuthApi, PasswordReset } from './ports/auth-api.js';
export { createAuthApi } from './api/auth-api.js';
export type { AuthStoreDeps, FormResult } from './store/auth-store.js';
export { AuthStore, SIGNUP_ERROR_MESSAGE, UNREPORTED_STATUSES } from './store/auth-store.js';
export { STORAGE_KEYS } from './store/session-storage.js';

// hooks
export { AuthProvider, useAuth } from './hooks/auth-context.js';
export { usePermission, usePermissions } from './hooks/use-permission.js';
export { useFeature } from './hooks/use-feature.js';
export type { NavigationViewModel, UseNavigationOptions } from './hooks/use-navigation.js';
export { useNavigation } from './hooks/use-navigation.js';
export type { LoginFormErrors, LoginFormViewModel } from './hooks/use-login-form.js';
export {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  SESSION_EXPIRED_NOTICE,
  useLoginForm,
  validateLogin,
} from './hooks/use-login-form.js';
