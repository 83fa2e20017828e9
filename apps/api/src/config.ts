import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TlsCredentials } from './http/server-factory.js';
import type { ThrottleOptions } from './http/throttle.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** A postgres:// URL; when absent the embedded PGlite in `<dataDir>/pglite` is used. */
  databaseUrl: string | undefined;
  /** Server data: the PGlite directory and uploaded files. */
  dataDir: string;
  /** Origin of the links in e-mails (PUBLIC_URL); never taken from a request's Host header. */
  publicUrl: string;
  /** Seed the demo into an empty database: always on the embedded PGlite, with DATABASE_URL only when LOCUS_DEMO=1. */
  seedDemo: boolean;
  /** Limits on sign-in, sign-up, password reset and resend confirmation; undefined when LOCUS_THROTTLE=off. */
  throttle: ThrottleOptions | undefined;
  /** TRUST_PROXY: whose X-Forwarded-* headers to believe (behind a TLS proxy: https, HSTS, client IP). */
  trustProxy: boolean | string;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM), read: the server speaks HTTPS with HTTP/2. 'local' (LOCUS_TLS=local):
   * with a self-signed certificate made at start. Undefined: plain HTTP.
   */
  tls: TlsCredentials | 'local' | undefined;
  /** LOCUS_DIRECTORY_TIME_SCALE: divides the directory simulator's delays (e.g. 60: a 5-minute photo review takes 5 s). */
  directoryTimeScale: number;
  /** LOCUS_REVIEW_ARRIVAL_MINUTES: minutes between the simulator's new reviews per demo account; 0 = none. */
  reviewArrivalMinutes: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return number;
}

/** Defaults: 30 calls per address and 10 per e-mail in 15 minutes, per operation. */
export function throttleOf(env: NodeJS.ProcessEnv): ThrottleOptions | undefined {
  if (env['LOCUS_THROTTLE'] === 'off') return undefined;
  const windowMs = positiveInt(env, 'LOCUS_THROTTLE_WINDOW_SECONDS', 900) * 1000;
  return {
    perAddress: { max: positiveInt(env, 'LOCUS_THROTTLE_PER_ADDRESS', 30), windowMs },
    perEmail: { max: positiveInt(env, 'LOCUS_THROTTLE_PER_EMAIL', 10), windowMs },
  };
}

/** `true` (any proxy), or a comma-separated list of proxy addresses/CIDRs; unset or `false` trusts none. */
export function trustProxyOf(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

function readPem(name: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/** Both files or neither: a certificate without its key (or the reverse) is a mistake, not plain HTTP. */
export function tlsOf(env: NodeJS.ProcessEnv): TlsCredentials | 'local' | undefined {
  const certFile = env['TLS_CERT_FILE'] || undefined;
  const keyFile = env['TLS_KEY_FILE'] || undefined;
  const local = env['LOCUS_TLS'] || undefined;
  if (local !== undefined && local !== 'local') throw new Error(`LOCUS_TLS must be "local" (a self-signed certificate) or unset, got "${local}"`);
  if (local && (certFile || keyFile)) throw new Error('LOCUS_TLS=local makes its own certificate: unset TLS_CERT_FILE and TLS_KEY_FILE, or LOCUS_TLS');
  if (local) return 'local';
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together (PEM files of the certificate and its key)');
  return { cert: readPem('TLS_CERT_FILE', certFile), key: readPem('TLS_KEY_FILE', keyFile) };
}

/** Default 20 when the demo is seeded (LOCUS_DEMO, or the embedded database), else 0 (off); 0 is always off. */
export function reviewArrivalMinutesOf(env: NodeJS.ProcessEnv, demo: boolean): number {
  const value = env['LOCUS_REVIEW_ARRIVAL_MINUTES'];
  if (value === undefined || value === '') return demo ? 20 : 0;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`LOCUS_REVIEW_ARRIVAL_MINUTES must be a whole number of minutes (0 = off), got "${value}"`);
  return number;
}

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** An http(s) origin without a trailing slash, so links are built as `${publicUrl}/path`. */
export function publicUrlOf(value: string | undefined, port: number, scheme: 'http' | 'https' = 'http'): string {
  if (value === undefined || value === '') return `${scheme}://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Reads the server's settings from the environment (PORT, HOST, DATABASE_URL, LOCUS_DATA_DIR, PUBLIC_URL, LOCUS_DEMO, LOCUS_THROTTLE*, TRUST_PROXY, TLS_CERT_FILE, TLS_KEY_FILE, LOCUS_TLS, LOCUS_DIRECTORY_TIME_SCALE, LOCUS_REVIEW_ARRIVAL_MINUTES). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portOf(env['PORT']);
  const databaseUrl = env['DATABASE_URL'] || undefined;
  const tls = tlsOf(env);
  const seedDemo = databaseUrl === undefined || env['LOCUS_DEMO'] === '1';
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    databaseUrl,
    dataDir: resolve(env['LOCUS_DATA_DIR'] || resolve(REPO_ROOT, '.data')),
    publicUrl: publicUrlOf(env['PUBLIC_URL'], port, tls ? 'https' : 'http'),
    seedDemo,
    throttle: throttleOf(env),
    trustProxy: trustProxyOf(env['TRUST_PROXY']),
    directoryTimeScale: positiveInt(env, 'LOCUS_DIRECTORY_TIME_SCALE', 1),
    reviewArrivalMinutes: reviewArrivalMinutesOf(env, seedDemo),
    tls,
  };
}
