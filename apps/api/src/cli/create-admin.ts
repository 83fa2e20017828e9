/**
 * Creates an account and its first admin, for a server started on an empty database (no demo).
 *   npm run create-admin -- --email you@example.com --account "Your company" [--name "Your name"] [--password ...] [--data-dir PATH]
 * DATABASE_URL selects PostgreSQL; without --password a random one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createAdmin } from '../seed/first-admin.js';
import { openMigratedDatabase } from './cli-database.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    account: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
if (!values.email || !values.account) {
  console.error('Usage: npm run create-admin -- --email you@example.com --account "Your company" [--name NAME] [--password PASSWORD]');
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');
const database = await openMigratedDatabase(values['data-dir']);
try {
  const { accountId } = await createAdmin(database.db, { email: values.email, accountName: values.account, name: values.name, password });
  console.log(`${database.kind}: account ${accountId} "${values.account}" created; sign in as ${values.email}`);
  if (!values.password) console.log(`Generated password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
