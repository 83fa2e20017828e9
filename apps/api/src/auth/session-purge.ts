/** Expired sessions are refused on use (authenticate) and deleted here, so the table does not keep old token hashes. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Deletes the sessions expired at `now`; returns how many. */
export async function purgeExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs the purge every `everyMs` until stopped; a failed run is logged and the next one tries again. */
export function startSessionPurge(
  db: Kysely<Database>,
  options: { everyMs: number; now: () => Date; log: (line: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = purgeExpiredSessions(db, options.now()).catch((error: unknown) => options.log(`Session purge failed: ${String(error)}`));
  }, options.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
