import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { conflict } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { groupToWire, selectGroups } from './group-wire.js';
import { replaceMemberships } from './memberships.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readIntList, requireText } from '../../http/query-values.js';
import { assertOwnedIds } from '../../http/references.js';
import { parseSort } from '../../http/lists/sorting.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import { allowedLocationIds, assertLocationsAllowed, isLocationAllowed } from '../../http/location-scope.js';

const NAME_MAX = 100;
const DUPLICATE = 'A group with that name already exists';

const listGroups = async (ctx: OperationContext<'listGroups'>) => {
  const accountId = listAccountId(ctx);
  const search = parseKeywords(ctx.query);
  let query = selectGroups(ctx.db, allowedLocationIds(ctx)).where('g.account_id', '=', accountId);
  if (search) query = query.where(matchesAny(['g.name'], search.keywords));
  const sort = parseSort(ctx.query, ['name', 'created_at'] as const, 'name');
  const order = { sort, search, columns: { name: 'g.name', created_at: 'g.created_at' }, nameColumn: 'g.name', idColumn: 'g.id' };
  return halPage(ctx, 'groups', query, parsePaging(ctx.query), order, groupToWire);
};

async function loadGroup(ctx: RequestContext) {
  const row = await selectGroups(ctx.db, allowedLocationIds(ctx)).where('g.id', '=', idParam(ctx, 'Group')).executeTakeFirst();
  return found(requireAuth(ctx), row, 'Group');
}

const getGroup = async (ctx: OperationContext<'getGroup'>) => groupToWire(await loadGroup(ctx));

/** Group names are unique per account, whatever the case. */
async function assertNameFree(db: Kysely<Database>, accountId: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom('groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where(equalsIgnoringCase('name', name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(DUPLICATE, 'name');
}

const createGroup = async (ctx: OperationContext<'createGroup'>) => {
  const body = ctx.body;
  const accountId = bodyAccountId(ctx);
  const name = requireText(body, 'name', NAME_MAX);
  const locationIds = readIntList(body, 'location_ids');
  await assertOwnedIds(ctx.db, 'locations', accountId, locationIds, 'location_ids');
  assertLocationsAllowed(ctx, locationIds, 'location_ids');
  await assertNameFree(ctx.db, accountId, name);
  const now = ctx.services.now();
  const id = await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('groups')
          .values({ account_id: accountId, name, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceMemberships(trx, accountId, { groupId: row.id }, locationIds);
        return row.id;
      }),
    DUPLICATE,
    'name',
  );
  return created(ctx, groupToWire(await selectGroups(ctx.db).where('g.id', '=', id).executeTakeFirstOrThrow()));
};

const updateGroup = async (ctx: OperationContext<'updateGroup'>) => {
  const body = ctx.body;
  const group = await loadGroup(ctx);
  const name = 'name' in body ? requireText(body, 'name', NAME_MAX) : null;
  const locationIds = 'location_ids' in body ? readIntList(body, 'location_ids') : null;
  if (name !== null) await assertNameFree(ctx.db, group.account_id, name, group.id);
  if (locationIds) {
    await assertOwnedIds(ctx.db, 'locations', group.account_id, locationIds, 'location_ids');
    assertLocationsAllowed(ctx, locationIds, 'location_ids');
    // A limited user edits the members they see; the group keeps the members hidden from them (issue 29).
    const members = await ctx.db.selectFrom('group_locations').select('location_id').where('group_id', '=', group.id).execute();
    locationIds.push(...members.map((m) => m.location_id).filter((id) => !isLocationAllowed(ctx.auth, id)));
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('groups')
      .set({ ...(name === null ? {} : { name }), updated_at: ctx.services.now() })
      .where('id', '=', group.id)
      .execute();
    if (locationIds) await replaceMemberships(trx, group.account_id, { groupId: group.id }, locationIds);
  });
  return groupToWire(await loadGroup(ctx));
};

const deleteGroup = async (ctx: OperationContext<'deleteGroup'>) => {
  const group = await loadGroup(ctx);
  await ctx.db.deleteFrom('groups').where('id', '=', group.id).execute();
  return undefined;
};

export const groupHandlers = { listGroups, getGroup, createGroup, updateGroup, deleteGroup } satisfies HandlerMap;
