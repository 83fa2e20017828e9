// @locus/users: the headless users domain (issue 29 part 3): list, invite, change type, deactivate.
export type { UsersSession } from './ports/session.js';
export type { InviteFields, SortOrder, User, UserChange, UserSortKey, UserStatus, UserType, UsersApi, UsersQuery } from './ports/users-api.js';
export { createUsersApi } from './api/users-api.js';
export { USER_MESSAGES } from './model/user-messages.js';
export { STATUS_FILTERS, STATUS_LABELS, lastSignInLabel, rowActions, typeName, userRowView, type UserRowActions, type UserRowView } from './model/user-rows.js';
export { inviteErrors, inviteFieldOf, type InviteDraft, type InviteErrors, type InviteField } from './model/invite-rules.js';
export { UsersListStore, type ConfirmKind, type PendingConfirm, type UsersStoreDeps } from './store/users-list-store.js';
export { InviteUserStore, type InviteStoreDeps } from './store/invite-user-store.js';
export { useUsersList } from './hooks/use-users-list.js';
export { useInviteUser } from './hooks/use-invite-user.js';

/** The users pages' paths (ROUTES of @locus/auth: settings-users, settings-user-new). */
export const USERS_PATH = '/settings/users';
export const NEW_USER_PATH = '/settings/users/new';
