import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { operations } from '@locus/api-client';
import type { DirectoryConnectors } from '../adapters/directories/connector.js';
import type { PhotoDirectory } from '../adapters/directories/photo-directory.js';
import type { SimulatorTiming } from '../modules/listings/scan-rules.js';
import type { RetryTiming } from '../modules/reviews/response-retry.js';
import type { RealtimeHub } from '../modules/media/realtime.js';
import type { FileStore } from '../adapters/file-store.js';
import type { NpiRegistry } from '../adapters/npi/npi-registry.js';
import type { OAuthServices } from '../adapters/oauth-provider.js';

/** Who is calling, resolved from the Basic auth token before any handler runs. */
export interface AuthContext {
  sessionId: number;
  user: { id: number; email: string; name: string; accountId: number; userTypeCode: UserTypeCode; profileId: number | null };
  /** The account the session acts on (the shadowed account for shadow tokens). */
  account: { id: number; name: string; kind: 'regular' | 'parent'; status: string; parentId: number | null };
  permissions: Record<string, string[]>;
  /** Accounts this session may touch: its account, plus the children when that account is a parent. */
  accountIds: number[];
  /** Those of accountIds that are inactive: a call on their data answers 402 (a parent acting on an inactive child). */
  inactiveAccountIds: number[];
  isShadowing: boolean;
  /** Locations the user may see (issue 29, http/location-scope.ts); null: every location of the accounts above. */
  allowedLocationIds: readonly number[] | null;
  isImpersonated: boolean;
  impersonatorUserId: number | null;
}

export type UserTypeCode = 'email_only' | 'read_only' | 'user' | 'limited_user' | 'manager' | 'admin' | 'support';

/** Local stand-ins for external systems (architecture guide: small interfaces, honest local defaults). */
export interface ServerServices {
  /** Current time; injectable so tests and the seed agree on "now". */
  now(): Date;
  /** Origin of the web app for links in e-mails (PUBLIC_URL), never a request's Host header. */
  publicUrl: string;
  /**
   * Writes an e-mail to the outbox table (readable by a developer), never sends it anywhere.
   * `idempotencyKey`: a second message with the same key is not delivered (a retried job never mails twice).
   */
  sendEmail(message: { to: string; subject: string; body: string; idempotencyKey?: string }): Promise<void>;
  /** Sends a text message to a 10-digit phone; the local outbox (outbox_sms) by default. Same idempotency rule. */
  sendSms(message: { to: string; body: string; idempotencyKey?: string }): Promise<void>;
  /** Files: uploads, photos, thumbnails, exports (the local store under .data/uploads by default). */
  files: FileStore;
  /** Each directory's copy of the listings (the directory simulator by default). */
  directories: DirectoryConnectors;
  /** The NPI registry (the local registry of demo providers by default). */
  npi: NpiRegistry;
  /** The main directory's photo review (the simulator by default). */
  photoDirectory: PhotoDirectory;
  /** Realtime channels to the browser (rtx_images-{id}); in-process by default. */
  realtime: RealtimeHub;
  /** The directory simulator's delays (propagation, scans, claims), already divided by the time scale. */
  listingTiming: SimulatorTiming;
  /** The publish job's backoff after a site refused a reply, already divided by the time scale. */
  responseRetry: RetryTiming;
  /** OAuth providers (Google for real with credentials, else the local consent page), the token cipher, the callback URI. */
  oauth: OAuthServices;
  /** Which implementations these are: the local tools (GET /api/_local/outbox...) exist only over the local ones. */
  adapters: { email: 'outbox' | 'provider'; sms: 'outbox' | 'provider'; directories: 'simulator' | 'connectors' };
}

/** Every operation of the contract, by the operationId its handler is registered under. */
export type OperationId = keyof operations;

/** `[never]` stands for "the operation has none". */
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

/** The operation's path parameters, as the contract validated and coerced them. */
export type ParamsOf<K extends OperationId> = OrEmpty<Exclude<operations[K]['parameters']['path'], undefined>>;

/** The operation's query parameters (validated, coerced, defaults applied); an object even when none are sent. */
export type QueryOf<K extends OperationId> = OrEmpty<Exclude<operations[K]['parameters']['query'], undefined>>;

type RequestBody<K extends OperationId> = operations[K]['requestBody'];

/** A request body's type from its contract entry (`Absent` is undefined when the body is optional). */
type BodyFrom<R, Absent> = [R] extends [never]
  ? undefined
  : R extends { content: { 'multipart/form-data': unknown } }
    ? unknown
    : R extends { content: { 'application/vnd.locus.v1+hal+json': infer B } }
      ? B | Absent
      : unknown;

/**
 * The operation's JSON body as the contract validated it; undefined when the contract makes it optional and
 * none was sent. A multipart body is not validated by the framework (the handler reads the file): unknown.
 */
export type BodyOf<K extends OperationId> = BodyFrom<Exclude<RequestBody<K>, undefined>, undefined extends RequestBody<K> ? undefined : never>;

/** What every operation handler receives. Query/params arrive already validated and coerced from the contract. */
export interface RequestContext<P = Record<string, unknown>, Q = Record<string, unknown>, B = unknown> {
  db: Kysely<Database>;
  /** null only for operations marked `x-public: true` in the contract. */
  auth: AuthContext | null;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  services: ServerServices;
}

/** The context of one contract operation: its params, query and body typed from the generated contract. */
export type OperationContext<K extends OperationId> = RequestContext<ParamsOf<K>, QueryOf<K>, BodyOf<K>>;

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 203 | 206>;
type JsonContent<R> = R extends { content: { 'application/vnd.locus.v1+hal+json': infer B } } ? B : never;
/** A reply without a JSON body (a file, a text or an event stream): the handler answers through `ctx.reply`. */
type HasOtherContent<R> = R extends { content: infer C } ? (Exclude<keyof C, 'application/vnd.locus.v1+hal+json'> extends never ? false : true) : false;

/**
 * The JSON bodies the contract allows the operation's success replies; `unknown` when one of them is not JSON
 * (a CSV, an image, a stream), which the handler writes through `ctx.reply` itself.
 */
export type ReplyOf<K extends OperationId> = true extends HasOtherContent<Responses<K>[SuccessStatus<K>]>
  ? unknown
  : JsonContent<Responses<K>[SuccessStatus<K>]>;

/**
 * An operation handler, registered under its contract operationId. The returned value is sent as the reply
 * body, typed by the contract's success replies (status 200 unless the handler calls `ctx.reply.code(201)`);
 * returning undefined sends 204.
 */
export type OperationHandler<K extends OperationId> = (ctx: OperationContext<K>) => Promise<ReplyOf<K> | undefined>;

/** A module's handlers: each key an operationId of the contract, each handler typed for that operation. */
export type HandlerMap = { [K in OperationId]?: OperationHandler<K> };

/** Every operation's handler: what the registry must provide (a missing one does not compile). */
export type CompleteHandlerMap = { [K in OperationId]: OperationHandler<K> };

/** What the framework registers: handlers by operationId, whatever contract (its own tests use a small one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RegisteredHandler = (ctx: RequestContext<any, any, any>) => Promise<unknown>;
export type RegisteredHandlers = Readonly<Record<string, RegisteredHandler | undefined>>;
