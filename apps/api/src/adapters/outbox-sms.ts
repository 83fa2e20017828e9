import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';

/**
 * The local stand-in for an SMS provider: messages are written to `outbox_sms`, where a developer (or a test)
 * reads them (GET /api/_local/outbox). Nothing leaves the machine.
 */
export function outboxSmsSender(db: Kysely<Database>, now: () => Date): ServerServices['sendSms'] {
  return async ({ to, body, idempotencyKey }) => {
    await db
      .insertInto('outbox_sms')
      .values({ to_phone: to, body, idempotency_key: idempotencyKey ?? null, created_at: now() })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  };
}
