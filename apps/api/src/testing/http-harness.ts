import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { Database } from '../db/schema.js';
import { basicAuthHeader } from '../http/basic-credentials.js';
import { loadContract, type Contract } from '../http/contract.js';
import type { RegisteredHandlers, ServerServices } from '../http/handler-types.js';
import type { ThrottleOptions } from '../http/throttle.js';
import { HAL_JSON } from '../http/media-type.js';
import { allHandlers } from '../modules/index.js';
import { DEMO_PASSWORD } from '../seed/index.js';
import { prepareStartupData } from '../seed/startup-data.js';
import { createServices } from '../adapters/create-services.js';
import { expectMatchesContract } from './http-contract-check.js';
import { createTestDatabase } from './test-database.js';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface TestRequestOptions {
  /** Session token; sent as Basic auth with `email` (blank by default, P7-002). */
  token?: string;
  email?: string;
  /** Sent as JSON with the versioned media type; a string is sent as it is. */
  body?: unknown;
  /** `sort[by]` style names are kept literally; arrays repeat the parameter; null/undefined are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
}

// Replies are read freely in tests (their shape is checked by expectMatchesContract), hence `any` by default.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TestReply<B = any> {
  status: number;
  /** Parsed JSON when the reply is JSON, else the text ('' for no body). */
  body: B;
  headers: Headers;
}

export interface TestServer {
  baseUrl: string;
  db: Kysely<Database>;
  services: ServerServices;
  contract: Contract;
  /** Folder of the server's files (uploads); removed on close. */
  dataDir: string;
  close(): Promise<void>;
  /** Signs in through `POST /auth` and returns the session token (demo password by default). */
  login(email: string, password?: string): Promise<string>;
  /** A call over real HTTP; `path` is relative to `/api` (as the contract writes it). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<B = any>(method: string, path: string, options?: TestRequestOptions): Promise<TestReply<B>>;
  /** Throws unless the body matches the contract's reply schema for that operation and status. */
  expectMatchesContract(operationId: string, status: number, body: unknown): void;
}

export interface TestServerOptions {
  handlers?: RegisteredHandlers;
  /** Answer 501 for operations without a handler instead of refusing to start (while handlers are written). */
  allowMissingHandlers?: boolean;
  /** Fixed clock for the server's services. */
  now?: () => Date;
  /** Delete expired sessions and end old download links this often (off by default). */
  purgeTokensEveryMs?: number;
  /** Sign-in and the other throttled calls are unlimited unless a test sets limits. */
  throttle?: ThrottleOptions;
  /** false: start as the server does on an empty database without the demo (lookups only, no accounts). */
  seedDemo?: boolean;
  /** PUBLIC_URL, the origin of e-mailed links (http://localhost:3000 by default, as the server's). */
  publicUrl?: string;
  /** The environment the OAuth services read (GOOGLE_CLIENT_ID...); none by default, so OAuth is local. */
  env?: Readonly<Record<string, string | undefined>>;
}

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const text = params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return text === '' ? '' : `?${text}`;
}

const apiPath = (path: string) => (path === '/api' || path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`);

/**
 * The whole server (contract, handlers, auth) on a migrated and seeded test database, listening on an
 * ephemeral port of 127.0.0.1, so tests go through real HTTP like the web app does.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const [database, contract, dataDir] = await Promise.all([
    createTestDatabase({ seed: options.seedDemo ?? true }),
    loadContract(),
    mkdtemp(join(tmpdir(), 'locus-api-test-')),
  ]);
  if (options.seedDemo === false) await prepareStartupData(database.db, { seedDemo: false });
  const services = createServices({
    db: database.db,
    dataDir,
    ...(options.now ? { now: options.now } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    env: options.env ?? {},
  });
  const app = await buildApp({
    db: database.db,
    services,
    contract,
    handlers: options.handlers ?? allHandlers,
    allowMissingHandlers: options.allowMissingHandlers ?? false,
    webRoot: null,
    ...(options.throttle ? { throttle: options.throttle } : {}),
    ...(options.purgeTokensEveryMs ? { purgeTokensEveryMs: options.purgeTokensEveryMs } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const request = async <B>(method: string, path: string, init: TestRequestOptions = {}): Promise<TestReply<B>> => {
    const headers: Record<string, string> = { accept: HAL_JSON, 'x-locus-client': 'api-test' };
    if (init.token !== undefined) headers['authorization'] = basicAuthHeader(init.token, init.email ?? '');
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] = HAL_JSON;
    }
    Object.assign(headers, init.headers);
    const response = await fetch(`${baseUrl}${apiPath(path)}${toQueryString(init.query)}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    const isJson = /json/i.test(response.headers.get('content-type') ?? '') && text !== '';
    return { status: response.status, headers: response.headers, body: (isJson ? JSON.parse(text) : text) as B };
  };

  return {
    baseUrl,
    db: database.db,
    services,
    contract,
    dataDir,
    request,
    login: async (email, password = DEMO_PASSWORD) => {
      const reply = await request<{ token?: string }>('POST', '/auth', { body: { email, password } });
      if (reply.status >= 300 || typeof reply.body.token !== 'string') {
        throw new Error(`Login as ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
      return reply.body.token;
    },
    expectMatchesContract: (operationId, status, body) => expectMatchesContract(operationId, status, body, contract),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
