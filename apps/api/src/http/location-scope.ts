/**
 * Location access per user (issue 29): one place that narrows what a limited user reads to the locations an
 * admin assigned them. The allowed set rides on the AuthContext (resolved with the session), null meaning
 * "every location of the account", so unlimited users pay nothing.
 *
 * Groups: a limited user sees the groups holding at least one allowed location (a group they were assigned,
 * or one sharing a location with their assignment), and within them only the allowed locations.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuthContext, RequestContext } from './handler-types.js';
import { notFound } from './http-error.js';

type WithAuth = Pick<RequestContext, 'auth'>;

/** The locations a reader may see: null for every location (the value jobs and queries carry around). */
export type AllowedLocations = readonly number[] | null;

/** The locations the caller may see; null when the caller is not limited (or is the public, whose calls check their own tokens). */
export function allowedLocationIds(ctx: WithAuth): readonly number[] | null {
  return ctx.auth?.allowedLocationIds ?? null;
}

/** Whether a row's location is one the caller may see; a row without a location (account-wide) is visible to all. */
export function isLocationAllowed(auth: AuthContext | null, locationId: number | null | undefined): boolean {
  const allowed = auth?.allowedLocationIds ?? null;
  return allowed === null || locationId === null || locationId === undefined || allowed.includes(Number(locationId));
}

/** 404 for a row of a location the caller may not see: as for another account's rows, never reveal it exists. */
export function assertLocationAllowed(ctx: WithAuth, locationId: number | null | undefined, what: string): void {
  if (!isLocationAllowed(ctx.auth, locationId)) throw notFound(what);
}

/** The SQL condition "column holds an allowed location", or null when the caller is not limited. */
export function locationAllowedCondition(ctx: WithAuth, column: string): Expression<SqlBool> | null {
  const allowed = allowedLocationIds(ctx);
  if (allowed === null) return null;
  return sql<SqlBool>`${sql.ref(column)} = any(${[...allowed]}::int[])`;
}

/** Narrows a query to rows whose `column` names an allowed location; unchanged for an unlimited caller. */
export function whereLocationAllowed<Q extends { where(condition: Expression<SqlBool>): Q }>(query: Q, column: string, ctx: WithAuth): Q {
  const condition = locationAllowedCondition(ctx, column);
  return condition === null ? query : query.where(condition);
}

/** Narrows ids the caller asked for (a filter's location_ids) to the allowed ones; the allowed set when none were asked for. */
export function allowedOf(ctx: WithAuth, requested: readonly number[] | null): readonly number[] | null {
  const allowed = allowedLocationIds(ctx);
  if (allowed === null) return requested;
  return requested === null ? allowed : requested.filter((id) => allowed.includes(id));
}
