import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';
import { simulatedDirectories } from './directories/simulated-directory.js';
import { simulatedPhotoDirectory } from './directories/photo-directory.js';
import { simulatorTiming } from '../modules/listings/scan-rules.js';
import { retryTiming } from '../modules/reviews/response-retry.js';
import { inProcessRealtime } from '../modules/media/realtime.js';
import { localFileStore } from './local-file-store.js';
import { localNpiRegistry } from './npi/index.js';
import { outboxEmailSender } from './outbox-email.js';
import { outboxSmsSender } from './outbox-sms.js';
import { createOAuthServices } from './oauth-provider.js';

export interface ServicesOptions {
  db: Kysely<Database>;
  /** Server data folder; uploads go to `<dataDir>/uploads`. */
  dataDir: string;
  /** Fixed clock for tests and the seed; the real clock by default. */
  now?: () => Date;
  /** Origin of e-mailed links (ServerConfig.publicUrl); http://localhost:3000 when not given. */
  publicUrl?: string;
  /** LOCUS_DIRECTORY_TIME_SCALE: the directory simulator's delays are divided by it (1 = real time). */
  directoryTimeScale?: number;
  /** Where the OAuth settings are read (GOOGLE_CLIENT_ID..., LOCUS_TOKEN_KEY); process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The local, honest implementations of the external systems the server talks to. */
export function createServices({ db, dataDir, now = () => new Date(), publicUrl = 'http://localhost:3000', directoryTimeScale = 1, env = process.env }: ServicesOptions): ServerServices {
  return {
    now,
    publicUrl,
    sendEmail: outboxEmailSender(db, now),
    sendSms: outboxSmsSender(db, now),
    files: localFileStore(join(dataDir, 'uploads')),
    directories: simulatedDirectories(db, { timeScale: directoryTimeScale }),
    npi: localNpiRegistry(db),
    photoDirectory: simulatedPhotoDirectory(directoryTimeScale),
    realtime: inProcessRealtime(),
    listingTiming: simulatorTiming(directoryTimeScale),
    responseRetry: retryTiming(directoryTimeScale),
    oauth: createOAuthServices({ publicUrl, env, now }),
    adapters: { email: 'outbox', sms: 'outbox', directories: 'simulator' },
  };
}
