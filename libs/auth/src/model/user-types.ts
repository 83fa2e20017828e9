/**
 * User types (P1-006): the six account staff types, plus the provider's support type (data-model.md),
 * which only acts inside another account through a shadow token (P1-004, P1-005).
 */
export const USER_TYPES = [
  { code: 'email_only', name: 'Email Only' },
  { code: 'read_only', name: 'Read Only' },
  { code: 'user', name: 'User' },
  { code: 'limited_user', name: 'Limited User' },
  { code: 'manager', name: 'Manager' },
  { code: 'admin', name: 'Admin' },
  { code: 'support', name: 'Support' },
] as const;

export type UserTypeCode = (typeof USER_TYPES)[number]['code'];

/** The types an account's own staff can have (P1-006): every type but support. */
export const STAFF_USER_TYPE_CODES: readonly UserTypeCode[] = USER_TYPES.map((t) => t.code).filter(
  (code) => code !== 'support',
);

export function isUserTypeCode(value: unknown): value is UserTypeCode {
  return USER_TYPES.some((t) => t.code === value);
}

export function userTypeName(code: string | null | undefined): string | undefined {
  return USER_TYPES.find((t) => t.code === code)?.name;
}

/** Admin means user type admin (P6-022); support is not an admin of its own account. */
export function isAdmin(code: string | null | undefined): boolean {
  return code === 'admin';
}

/** The types the admin pages open to (target score, billing): an admin, or support acting in the account. */
export const ADMIN_PAGE_USER_TYPES: readonly UserTypeCode[] = ['admin', 'support'];

/** Whether a link to an admin page shows: exactly when its route guard lets the user in. */
export function opensAdminPages(code: string | null | undefined): boolean {
  return ADMIN_PAGE_USER_TYPES.some((type) => type === code);
}

export function isSupport(code: string | null | undefined): boolean {
  return code === 'support';
}

/** Email Only users receive e-mails (alerts, exports) but do not work in the app's data pages. */
export function isEmailOnly(code: string | null | undefined): boolean {
  return code === 'email_only';
}

export function isReadOnly(code: string | null | undefined): boolean {
  return code === 'read_only';
}
