import { can } from '@locus/auth';
import moment from 'moment';
import type { UsersSession } from '../ports/session.js';
import type { User, UserStatus, UserType } from '../ports/users-api.js';

/** The words a status shows as: `suspended` is what the product calls a deactivated user. */
export const STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  pending: 'Invited',
  active: 'Active',
  suspended: 'Deactivated',
  expired: 'Expired',
};

/** The status filter's choices, in the order an admin looks for them. */
export const STATUS_FILTERS: readonly UserStatus[] = ['active', 'pending', 'suspended'];

/** What an admin may do to one row, by the session's permissions and the owner rule. */
export interface UserRowActions {
  changeType: boolean;
  deactivate: boolean;
  reactivate: boolean;
  resendInvitation: boolean;
  remove: boolean;
}

/**
 * The account owner and the caller themself are never deactivated, retyped or deleted from the list
 * (the server refuses it too: 422); an invitation is resent only while the user has not accepted it.
 */
export function rowActions(user: User, session: UsersSession): UserRowActions {
  const locked = user.is_account_owner || user.id === session.user_id;
  const update = can(session.permissions, 'user', 'update') && !locked;
  return {
    changeType: update,
    deactivate: update && (user.status === 'active' || user.status === 'expired'),
    reactivate: update && user.status === 'suspended',
    resendInvitation: can(session.permissions, 'user', 'create') && user.status === 'pending',
    remove: can(session.permissions, 'user', 'delete') && !locked,
  };
}

/** 'Never' before the first sign-in, else the day (with the year) in the viewer's zone. */
export function lastSignInLabel(at: string | null): string {
  return at === null ? 'Never' : moment(at).format('MMM D, YYYY');
}

/** A user type's name, or its code until the types have loaded. */
export function typeName(types: readonly UserType[], user: Pick<User, 'user_type_id' | 'user_type'>): string {
  return types.find((type) => type.id === user.user_type_id)?.name ?? user.user_type;
}

/** One row of the users table, as the views take it. */
export interface UserRowView {
  id: number;
  name: string;
  email: string;
  userTypeId: number;
  typeName: string;
  status: UserStatus;
  statusLabel: string;
  lastSignIn: string;
  isOwner: boolean;
  actions: UserRowActions;
}

export function userRowView(user: User, types: readonly UserType[], session: UsersSession): UserRowView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userTypeId: user.user_type_id,
    typeName: typeName(types, user),
    status: user.status,
    statusLabel: STATUS_LABELS[user.status],
    lastSignIn: lastSignInLabel(user.last_sign_in_at),
    isOwner: user.is_account_owner,
    actions: rowActions(user, session),
  };
}
