import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** A postgres:// URL; when absent the embedded PGlite in `<dataDir>/pglite` is used. */
  databaseUrl: string | undefined;
  /** Server data: the PGlite directory and uploaded files. */
  dataDir: string;
  /** TRUST_PROXY: whose X-Forwarded-* headers to believe (behind a TLS proxy: https, HSTS, client IP). */
  trustProxy: boolean | string;
}

/** `true` (any proxy), or a comma-separated list of proxy addresses/CIDRs; unset or `false` trusts none. */
export function trustProxyOf(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** Reads the server's settings from the environment (PORT, HOST, DATABASE_URL, LOCUS_DATA_DIR, TRUST_PROXY). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: portOf(env['PORT']),
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: resolve(env['LOCUS_DATA_DIR'] || resolve(REPO_ROOT, '.data')),
    trustProxy: trustProxyOf(env['TRUST_PROXY']),
  };
}
