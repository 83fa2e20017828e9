import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';
import { simulatedDirectories } from '../directories/index.js';
import { localFileStore } from './local-file-store.js';
import { localNpiRegistry } from './npi/index.js';
import { outboxEmailSender } from './outbox-email.js';

export interface ServicesOptions {
  db: Kysely<Database>;
  /** Server data folder; uploads go to `<dataDir>/uploads`. */
  dataDir: string;
  /** Fixed clock for tests and the seed; the real clock by default. */
  now?: () => Date;
}

/** The local, honest implementations of the external systems the server talks to. */
export function createServices({ db, dataDir, now = () => new Date() }: ServicesOptions): ServerServices {
  return {
    now,
    sendEmail: outboxEmailSender(db, now),
    files: localFileStore(join(dataDir, 'uploads')),
    directories: simulatedDirectories(db),
    npi: localNpiRegistry(db),
  };
}
