import { MAIN_DIRECTORY } from '../listings/directories.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { notFound } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { halList } from '../../http/hal.js';
import { matchesAny, parseKeywords, type KeywordSearch } from '../../http/lists/search.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readString } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { idParam, listAccountId } from '../../http/tenant.js';

/**
 * Lookups are global and `account_id` does not filter them, but another account's id is a 403 like on every
 * tenant list (the caller's own, or a child's for a parent, passes).
 */
const checkAccountParam = (ctx: RequestContext) => void listAccountId(ctx);

/** Typeahead on countries and states is a prefix match on the name (P5-036); other searches match anywhere. */
const mode = (search: KeywordSearch) => (search.typeahead ? 'prefix' : 'substring');

const nameOrder = (ctx: RequestContext, table: string) => {
  const search = parseKeywords(ctx.query);
  return {
    search,
    order: {
      sort: parseSort(ctx.query, ['name', 'id'] as const, 'name'),
      search,
      columns: { name: `${table}.name`, id: `${table}.id` },
      nameColumn: `${table}.name`,
      idColumn: `${table}.id`,
    },
  };
};

const listSources = async (ctx: OperationContext<'listSources'>) => {
  checkAccountParam(ctx);
  const { search, order } = nameOrder(ctx, 'sources');
  let query = ctx.db.selectFrom('sources').selectAll();
  const kind = readString(ctx.query, 'kind');
  if (kind === 'directory' || kind === 'review_site' || kind === 'internal') query = query.where('kind', '=', kind);
  if (search) query = query.where(matchesAny(['sources.name', 'sources.code'], search.keywords));
  return halPage(ctx, 'sources', query, parsePaging(ctx.query), order, (row) => row);
};

const getSource = async (ctx: OperationContext<'getSource'>) => {
  const row = await ctx.db.selectFrom('sources').selectAll().where('id', '=', idParam(ctx, 'Source')).executeTakeFirst();
  if (!row) throw notFound('Source');
  return row;
};

const listCountries = async (ctx: OperationContext<'listCountries'>) => {
  checkAccountParam(ctx);
  const { search, order } = nameOrder(ctx, 'countries');
  let query = ctx.db.selectFrom('countries').selectAll();
  if (search) query = query.where(matchesAny(['countries.name'], search.keywords, mode(search)));
  return halPage(ctx, 'countries', query, parsePaging(ctx.query), order, (row) => row);
};

const getCountry = async (ctx: OperationContext<'getCountry'>) => {
  const row = await ctx.db.selectFrom('countries').selectAll().where('id', '=', idParam(ctx, 'Country')).executeTakeFirst();
  if (!row) throw notFound('Country');
  return row;
};

const listStates = async (ctx: OperationContext<'listStates'>) => {
  checkAccountParam(ctx);
  const { search, order } = nameOrder(ctx, 'states');
  const countryId = readInt(ctx.query, 'country_id');
  let query = ctx.db.selectFrom('states').selectAll();
  if (countryId !== null) query = query.where('country_id', '=', countryId);
  if (search) query = query.where(matchesAny(['states.name'], search.keywords, mode(search)));
  return halPage(ctx, 'states', query, parsePaging(ctx.query), order, (row) => row);
};

/**
 * Categories: a keyword search, or with `google_place_id` the category the main directory gives that place
 * (its copy of one of the caller's listings), else the category of the caller's location carrying that place;
 * an empty list when neither is known.
 */
const listCategories = async (ctx: OperationContext<'listCategories'>) => {
  checkAccountParam(ctx);
  const { search, order } = nameOrder(ctx, 'categories');
  const paging = parsePaging(ctx.query);
  const placeId = readString(ctx.query, 'google_place_id');
  let query = ctx.db.selectFrom('categories').selectAll('categories');
  if (placeId !== null) {
    const auth = requireAuth(ctx);
    const copy = await ctx.services.directories[MAIN_DIRECTORY].findByReference(auth.accountIds, placeId);
    const name = copy?.fields.category_name;
    const location = await ctx.db
      .selectFrom('locations')
      .select('category_id')
      .where('google_place_id', '=', placeId)
      .where('account_id', 'in', auth.accountIds)
      .where('category_id', 'is not', null)
      .executeTakeFirst();
    if (name) query = query.where((eb) => eb(eb.fn('lower', ['categories.name']), '=', name.toLowerCase()));
    else if (location?.category_id) query = query.where('categories.id', '=', location.category_id);
    else return halList('categories', [], 0, paging, ctx.request.url);
  }
  if (search) query = query.where(matchesAny(['categories.name'], search.keywords, mode(search)));
  return halPage(ctx, 'categories', query, paging, order, (row) => row);
};

const getCategory = async (ctx: OperationContext<'getCategory'>) => {
  const row = await ctx.db.selectFrom('categories').selectAll().where('id', '=', idParam(ctx, 'Category')).executeTakeFirst();
  if (!row) throw notFound('Category');
  return row;
};

export const lookupHandlers = {
  listSources,
  getSource,
  listCountries,
  getCountry,
  listStates,
  listCategories,
  getCategory,
} satisfies HandlerMap;
