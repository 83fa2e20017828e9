/** NPI look-ups (healthcare accounts only) through the server's registry (the local one by default). */
import type { NpiProvider } from '../../adapters/npi/index.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import { readString } from '../../http/query-values.js';
import { listAccountId } from '../../http/tenant.js';

const SEARCH_LIMIT = 25;
const CRITERIA = ['name', 'first_name', 'last_name', 'city', 'state', 'postal_code'] as const;

/** NPI is for healthcare accounts (features.md section 6: the healthcare vertical enables it). */
async function requireHealthcare(ctx: RequestContext): Promise<void> {
  const accountId = listAccountId(ctx);
  const account = await ctx.db.selectFrom('accounts').select('vertical').where('id', '=', accountId).executeTakeFirst();
  if (account?.vertical !== 'healthcare') throw forbidden('NPI lookup is only available for healthcare accounts');
}

const toWire = (p: NpiProvider) => ({
  number: p.number, first_name: p.first_name, middle_name: p.middle_name, last_name: p.last_name, credential: p.credential,
  organization_name: p.organization_name, city: p.city, state: p.state, postal_code: p.postal_code,
});

const getNpi = async (ctx: OperationContext<'getNpi'>) => {
  await requireHealthcare(ctx);
  const number = ctx.params.number;
  if (!/^\d{10}$/.test(number)) throw badRequest('NPI number must be exactly 10 digits', 'number');
  const provider = await ctx.services.npi.lookup(number);
  if (!provider) throw notFound('NPI');
  return { source: ctx.services.npi.source, results: [toWire(provider)] };
};

const searchNpi = async (ctx: OperationContext<'searchNpi'>) => {
  await requireHealthcare(ctx);
  const query = ctx.query;
  const criteria = Object.fromEntries(CRITERIA.flatMap((key) => {
    const value = readString(query, key);
    return value === null ? [] : [[key, value]];
  }));
  if (Object.keys(criteria).length === 0) throw badRequest('Give a name, city, state or postal code to search', 'name');
  // The form sends the location's state as entered (a name); the registry holds two-letter codes.
  if (criteria['state'] && criteria['state'].length > 2) {
    const state = await ctx.db.selectFrom('states').select('code').where((eb) => eb(eb.fn('lower', ['name']), '=', criteria['state']?.toLowerCase() ?? '')).executeTakeFirst();
    if (state) criteria['state'] = state.code;
  }
  const results = await ctx.services.npi.search(criteria, SEARCH_LIMIT);
  return { source: ctx.services.npi.source, results: results.map(toWire) };
};

export const npiHandlers = { getNpi, searchNpi } satisfies HandlerMap;
