/**
 * Location access per user (issue 29): one place that narrows what a limited user reads to the locations an
 * admin assigned them. The allowed set rides on the AuthContext (resolved with the session), null meaning
 * "every location of the account", so unlimited users pay nothing.
 *
 * Groups: a limited user sees the groups holding at least one allowed location (a group they were assigned,
 * or one sharing a location with their assignment), and within them only the allowed locations.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuthContext, RequestContext } from './handler-types.js';
import { badRequest, notFound } from './http-error.js';

type WithAuth = Pick<RequestContext, 'auth'>;

/** The locations a reader may see: null for every location (the value jobs and queries carry around). */
export type AllowedLocations = readonly number[] | null;

/**
 * A user's allowed locations as SQL (`userAlias.id`, `typeAlias.code`): null when the user has no access rows,
 * or is an admin (admins and so the owner are never limited, even if rows were left from an earlier type);
 * else the named locations plus the current members of the named groups.
 */
export const allowedLocationsOf = (userAlias: string, typeAlias: string) => {
  const userId = sql.ref(`${userAlias}.id`);
  return sql<number[] | null>`(case when ${sql.ref(`${typeAlias}.code`)} in ('admin', 'support')
    or not exists (select 1 from user_location_access x where x.user_id = ${userId}) then null
    else array(select x.location_id from user_location_access x where x.user_id = ${userId} and x.location_id is not null
      union select gl.location_id from user_location_access x join group_locations gl on gl.group_id = x.group_id where x.user_id = ${userId})
    end)`;
};

/** A user's allowed locations read now (an export job runs as its creator); null for no user, or an unlimited one. */
export async function allowedLocationsOfUser(db: Kysely<Database>, userId: number | null): Promise<AllowedLocations> {
  if (userId === null) return null;
  const row = await db.selectFrom('users as u').innerJoin('user_types as ut', 'ut.id', 'u.user_type_id')
    .select(allowedLocationsOf('u', 'ut').as('ids')).where('u.id', '=', userId).executeTakeFirst();
  return row?.ids ? row.ids.map(Number) : null;
}

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

/** Location ids sent in a body (a write's targets) must all be ones the caller may see; 400 naming the field otherwise. */
export function assertLocationsAllowed(ctx: WithAuth, ids: readonly number[], field: string): void {
  if (ids.some((id) => !isLocationAllowed(ctx.auth, id))) throw badRequest(`${field} must name locations you have access to`, field);
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
