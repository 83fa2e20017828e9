import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';

/**
 * The local stand-in for an e-mail provider: messages are written to `outbox_emails`, where a developer
 * (or a test) reads them. Nothing leaves the machine.
 */
export function outboxEmailSender(db: Kysely<Database>, now: () => Date): ServerServices['sendEmail'] {
  return async ({ to, subject, body, idempotencyKey }) => {
    await db
      .insertInto('outbox_emails')
      .values({ to_email: to, subject, body, idempotency_key: idempotencyKey ?? null, created_at: now() })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  };
}
