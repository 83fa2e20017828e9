import { USER_MESSAGES as MSG } from './user-messages.js';

export type InviteField = 'name' | 'email' | 'user_type_id';
export type InviteErrors = Partial<Record<InviteField, string>>;

export interface InviteDraft {
  name: string;
  email: string;
  userTypeId: number | null;
}

// One @, something on both sides, a dot in the domain: the server checks the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The errors of a draft before it is sent, by field; empty when it may be sent. */
export function inviteErrors(draft: InviteDraft): InviteErrors {
  const errors: InviteErrors = {};
  if (!draft.name.trim()) errors.name = MSG.nameRequired;
  const email = draft.email.trim();
  if (!email) errors.email = MSG.emailRequired;
  else if (!EMAIL_SHAPE.test(email)) errors.email = MSG.emailInvalid;
  if (draft.userTypeId === null) errors.user_type_id = MSG.typeRequired;
  return errors;
}

const FIELDS: readonly string[] = ['name', 'email', 'user_type_id'];

/** The invite field a server error names, if it names one of them. */
export function inviteFieldOf(field: string | undefined): InviteField | null {
  return field !== undefined && FIELDS.includes(field) ? (field as InviteField) : null;
}
