import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ContractOperation } from './contract.js';
import type { AuthContext } from './handler-types.js';
import { accountInactive, forbidden, unauthorized } from './http-error.js';
import { authenticate, credentialsOf, isInactiveAccount, QUERY_TOKEN_OPERATIONS } from './authenticate.js';

/** An inactive account may still read and end its session, so the client can show why and sign out. */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set(['getSession', 'deleteSession']);

/**
 * Decides whether the caller may run the operation, before its input is validated:
 * public operations need nothing (auth stays null); otherwise 401 without a valid session,
 * 402 for an inactive (or suspended) account, 403 when the session's permissions lack the contract's `x-permission`
 * (the user type's verbs, as `can()` gives them, narrowed by the account's feature flags).
 */
export async function authorizeOperation(
  operation: ContractOperation,
  request: FastifyRequest,
  db: Kysely<Database>,
  now: Date,
): Promise<AuthContext | null> {
  if (operation.isPublic) return null;
  const credentials = credentialsOf(request, QUERY_TOKEN_OPERATIONS.has(operation.operationId));
  if (!credentials) throw unauthorized();
  const auth = await authenticate(db, credentials, now);
  if (isInactiveAccount(auth.account.status) && !SESSION_OPERATIONS.has(operation.operationId)) {
    throw accountInactive();
  }
  const permission = operation.permission;
  if (permission && !auth.permissions[permission.resource]?.includes(permission.verb)) throw forbidden();
  return auth;
}
