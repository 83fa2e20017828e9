/**
 * Routes for developers and the e2e suite, outside the contract, that exist only while the server runs over
 * its local stand-ins (the e-mail outbox and the directory simulator): a real deployment has neither.
 * - GET  /api/_local/outbox: the newest outbox e-mails addressed to the caller (any signed-in user), so a test
 *   reads its own alert mails and nobody reads another's.
 * - POST /api/_local/arrivals: an account admin brings one simulated new review to a location now, through
 *   receiveReviews, so its alerts are sent as for any arrival.
 * Every reply says it is local (X-Locus-Local).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { simulatedArrival } from '../adapters/directories/simulated-arrivals.js';
import type { Database } from '../db/schema.js';
import { receiveReviews } from '../modules/reviews/review-arrivals.js';
import { Random } from '../seed/random.js';
import { authenticate, credentialsOf, isInactiveAccount } from './authenticate.js';
import type { AuthContext, ServerServices } from './handler-types.js';
import { accountInactive, badRequest, forbidden, notFound, unauthorized } from './http-error.js';
import { isAdmin } from './tenant.js';
import { iso } from './wire.js';

const OUTBOX_LIMIT = 20;

/** True when e-mail goes to the local outbox and the directories are the simulator. */
export function localToolsAvailable(services: ServerServices): boolean {
  return services.adapters.email === 'outbox' && services.adapters.directories === 'simulator';
}

interface LocalRouteOptions {
  prefix: string;
  db: Kysely<Database>;
  services: ServerServices;
}

/** The session of a request, as the contract's operations resolve it (401 without one, 402 when inactive). */
async function sessionOf(request: FastifyRequest, db: Kysely<Database>, now: Date): Promise<AuthContext> {
  const credentials = credentialsOf(request);
  if (!credentials) throw unauthorized();
  const auth = await authenticate(db, credentials, now);
  if (isInactiveAccount(auth.account.status)) throw accountInactive();
  return auth;
}

const markLocal = (reply: FastifyReply, what: string) => reply.header('x-locus-local', what).header('cache-control', 'no-store');

/** The body's `location_id` (a whole number) and optional `rating` (1 to 5), or a 400 naming the field. */
function arrivalInput(body: unknown): { locationId: number; rating: number | undefined } {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const locationId = values['location_id'];
  if (typeof locationId !== 'number' || !Number.isInteger(locationId) || locationId < 1) throw badRequest('location_id must be a location id', 'location_id');
  const rating = values['rating'];
  if (rating !== undefined && (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)) {
    throw badRequest('rating must be a whole number from 1 to 5', 'rating');
  }
  return { locationId, rating };
}

export function registerLocalRoutes(app: FastifyInstance, { prefix, db, services }: LocalRouteOptions): void {
  app.get(`${prefix}/_local/outbox`, async (request, reply) => {
    markLocal(reply, 'outbox');
    const auth = await sessionOf(request, db, services.now());
    const rows = await db
      .selectFrom('outbox_emails')
      .select(['id', 'to_email', 'subject', 'body', 'created_at'])
      .where((eb) => eb(eb.fn('lower', ['to_email']), '=', auth.user.email.toLowerCase()))
      .orderBy('id', 'desc')
      .limit(OUTBOX_LIMIT)
      .execute();
    return rows.map((row) => ({ id: row.id, to: row.to_email, subject: row.subject, body: row.body, created_at: iso(row.created_at) }));
  });

  app.post(`${prefix}/_local/arrivals`, async (request, reply) => {
    markLocal(reply, 'arrivals');
    const auth = await sessionOf(request, db, services.now());
    if (!isAdmin(auth)) throw forbidden('Only an admin of the account brings simulated reviews');
    const { locationId, rating } = arrivalInput(request.body);
    const location = await db
      .selectFrom('locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['l.id', 'l.account_id', 'a.vertical'])
      .where('l.id', '=', locationId)
      .executeTakeFirst();
    if (!location || !auth.accountIds.includes(location.account_id)) throw notFound('Location');
    if (auth.inactiveAccountIds.includes(location.account_id)) throw accountInactive();
    const now = services.now();
    const arrival = await simulatedArrival(db, new Random(now.getTime() % 2 ** 32), { id: location.id, vertical: location.vertical }, now, rating);
    const [reviewId] = await receiveReviews(db, location.account_id, [arrival], now);
    return reply.code(201).send({ review_id: reviewId });
  });
}
