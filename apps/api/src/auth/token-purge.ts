/**
 * Credentials that outlived their use are deleted on a timer: expired sessions (refused on use by
 * authenticate, but their token hashes need not stay), and the token of e-mailed export download links once
 * the link is DOWNLOAD_LINK_DAYS old (a download by link then answers 404, like an unknown token). Signed-in
 * users still download from the app. OAuth connection states go once expired (used or not: they are single use).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const DOWNLOAD_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the sessions and OAuth states expired at `now` and ends old download links; returns how many of each. */
export async function purgeExpiredTokens(db: Kysely<Database>, now: Date): Promise<{ sessions: number; downloadLinks: number; oauthStates: number }> {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  const states = await db.deleteFrom('oauth_states').where('expires_at', '<=', now).executeTakeFirst();
  const links = await db
    .updateTable('export_files')
    .set({ download_token_hash: null })
    .where('download_token_hash', 'is not', null)
    .where('completed_at', '<=', new Date(now.getTime() - DOWNLOAD_LINK_DAYS * DAY_MS))
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), downloadLinks: Number(links.numUpdatedRows), oauthStates: Number(states.numDeletedRows) };
}

/**
 * Runs the purge `everyMs` after the previous run ended (never two at once, however slow the database) until
 * stopped; a failed run is logged and the next one tries again.
 */
export function startTokenPurge(
  db: Kysely<Database>,
  options: { everyMs: number; now: () => Date; log: (line: string) => void },
): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = purgeExpiredTokens(db, options.now())
        .then(() => undefined, (error: unknown) => options.log(`Token purge failed: ${String(error)}`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, options.everyMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
