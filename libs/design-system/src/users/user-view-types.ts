// The shapes the users views share with libs/users' hooks (UserRowView in libs/users/src/model/user-rows.ts,
// useUsersList, useInviteUser). Plain types only: the design system imports no domain lib.

export type UserStatusCode = 'active' | 'pending' | 'expired' | 'suspended';
export type UsersLoadStatus = 'idle' | 'loading' | 'loaded' | 'error';
export type UserSortOrder = 'asc' | 'desc';

export interface UserRowActionsView {
  changeType: boolean;
  deactivate: boolean;
  reactivate: boolean;
  resendInvitation: boolean;
  remove: boolean;
}

export interface UserRowView {
  id: number;
  name: string;
  email: string;
  userTypeId: number;
  typeName: string;
  status: UserStatusCode;
  statusLabel: string;
  lastSignIn: string;
  isOwner: boolean;
  actions: UserRowActionsView;
}

export interface UserTypeOption {
  id: number;
  name: string;
}

/** What a row's controls call. */
export interface UserRowHandlers {
  onChangeType(row: UserRowView, userTypeId: number): void;
  onDeactivate(row: UserRowView): void;
  onReactivate(row: UserRowView): void;
  onResendInvitation(row: UserRowView): void;
  onDelete(row: UserRowView): void;
}

/** A row action waiting for the admin's yes. */
export type UserConfirmKind = 'deactivate' | 'reactivate' | 'remove';
export interface UserConfirmView {
  kind: UserConfirmKind;
  user: Pick<UserRowView, 'name' | 'email'>;
}
