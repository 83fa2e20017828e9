/**
 * Routes for developers and the e2e suite, outside the contract, that exist only while the server runs over
 * its local stand-ins (the e-mail outbox and the directory simulator): a real deployment has neither.
 * - GET  /api/_local/outbox: the newest outbox e-mails addressed to the caller (any signed-in user), or to the
 *   new address the caller asked to change to (its confirmation link), so a test reads its own mails and nobody
 *   reads another's.
 * - POST /api/_local/arrivals: an account admin brings one simulated new review to a location now, through
 *   receiveReviews, so its alerts are sent as for any arrival.
 * - GET  /api/_local/outbox/requests?campaign_id=: an admin of the campaign's account reads the review requests
 *   (and reminders) the send job wrote to the e-mail and SMS outboxes, each with its landing and unsubscribe
 *   links, so the e2e suite follows a link as a customer would; only while SMS goes to its outbox too.
 * - POST /api/_local/integrations/{code}/activate: an account admin plays the provider's team verifying a
 *   Request Access: the account's requested integration becomes active (P4-061).
 * - GET  /api/_local/outbox/invitations?user_id=: an admin of the user's account reads the invitation e-mails
 *   sent to a user who has not accepted yet (who cannot sign in to read their own), newest first.
 * Every reply says it is local (X-Locus-Local).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { simulatedArrival } from '../adapters/directories/simulated-arrivals.js';
import type { Database } from '../db/schema.js';
import { receiveReviews } from '../modules/reviews/review-arrivals.js';
import { landingUrl, requestUnsubscribeUrl } from '../modules/requests/request-links.js';
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

/** A whole-number id query parameter (`campaign_id`, `user_id`), or a 400 naming it. */
function idQueryOf(query: unknown, name: string, what: string): number {
  const value = Number((query as Record<string, unknown> | undefined)?.[name]);
  if (!Number.isInteger(value) || value < 1) throw badRequest(`${name} must be a ${what} id`, name);
  return value;
}

interface OutboxRequest {
  recipient_id: number;
  kind: 'request' | 'reminder';
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  token: string;
  created_at: Date;
}

/** The campaign's requests and reminders in the outboxes, matched by their idempotency keys, oldest first. */
async function requestsInOutbox(db: Kysely<Database>, campaignId: number): Promise<OutboxRequest[]> {
  const { rows } = await sql<OutboxRequest>`
    with sent as (
      select r.id as recipient_id, r.token, k.kind, k.key
      from campaign_recipients r
      cross join lateral (values ('request', 'request:' || r.id), ('reminder', 'request-reminder:' || r.id)) as k(kind, key)
      where r.campaign_id = ${campaignId}
    )
    select s.recipient_id, s.kind, 'email' as channel, e.to_email as "to", e.subject, e.body, s.token, e.created_at
      from sent s join outbox_emails e on e.idempotency_key = s.key
    union all
    select s.recipient_id, s.kind, 'sms' as channel, m.to_phone as "to", null as subject, m.body, s.token, m.created_at
      from sent s join outbox_sms m on m.idempotency_key = s.key
    order by recipient_id, kind desc`.execute(db);
  return rows;
}

export function registerLocalRoutes(app: FastifyInstance, { prefix, db, services }: LocalRouteOptions): void {
  if (services.adapters.sms === 'outbox') {
    app.get(`${prefix}/_local/outbox/requests`, async (request, reply) => {
      markLocal(reply, 'outbox');
      const auth = await sessionOf(request, db, services.now());
      const campaignId = idQueryOf(request.query, 'campaign_id', 'campaign');
      const campaign = await db.selectFrom('campaigns').select('account_id').where('id', '=', campaignId).executeTakeFirst();
      // Another account's campaign, or a user who is not an admin: never say the campaign exists.
      if (!campaign || !auth.accountIds.includes(campaign.account_id) || !isAdmin(auth)) throw notFound('Campaign');
      const rows = await requestsInOutbox(db, campaignId);
      return rows.map(({ token, created_at, ...row }) => ({
        ...row,
        landing_url: landingUrl(services.publicUrl, token),
        unsubscribe_url: requestUnsubscribeUrl(services.publicUrl, token),
        created_at: iso(created_at),
      }));
    });
  }

  app.get(`${prefix}/_local/outbox`, async (request, reply) => {
    markLocal(reply, 'outbox');
    const auth = await sessionOf(request, db, services.now());
    const rows = await db
      .selectFrom('outbox_emails')
      .select(['id', 'to_email', 'subject', 'body', 'created_at'])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['to_email']), '=', auth.user.email.toLowerCase()),
          eb('to_email', 'in', eb.selectFrom('email_changes').select('new_email').where('user_id', '=', auth.user.id)),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(OUTBOX_LIMIT)
      .execute();
    return rows.map((row) => ({ id: row.id, to: row.to_email, subject: row.subject, body: row.body, created_at: iso(row.created_at) }));
  });

  app.post(`${prefix}/_local/integrations/:code/activate`, async (request, reply) => {
    markLocal(reply, 'integrations');
    const auth = await sessionOf(request, db, services.now());
    if (!isAdmin(auth)) throw forbidden('Only an admin of the account activates an integration');
    const { code } = request.params as { code: string };
    const row = await db.updateTable('global_token_integrations').set({ status: 'active' })
      .where('account_id', '=', auth.account.id).where('code', '=', code).returning(['id', 'code', 'status']).executeTakeFirst();
    if (!row) throw notFound('Requested integration');
    return row;
  });

  app.get(`${prefix}/_local/outbox/invitations`, async (request, reply) => {
    markLocal(reply, 'outbox');
    const auth = await sessionOf(request, db, services.now());
    const userId = idQueryOf(request.query, 'user_id', 'user');
    const user = await db.selectFrom('users').select(['account_id', 'email', 'status']).where('id', '=', userId).executeTakeFirst();
    // Another account's user, an accepted invitation or a caller who is not an admin: nothing to read.
    if (!user || user.status !== 'pending' || !auth.accountIds.includes(user.account_id) || !isAdmin(auth)) throw notFound('User');
    const rows = await db
      .selectFrom('outbox_emails')
      .select(['id', 'to_email', 'subject', 'body', 'created_at'])
      .where((eb) => eb(eb.fn('lower', ['to_email']), '=', user.email.toLowerCase()))
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
