import { unwrap } from '@locus/api-client';
import type { HalList } from '../model/hal.js';
import { cleanQuery } from '../model/query-key.js';
import type { Query, ResourceId } from '../model/identified.js';
import type { ResourceTransport, UpdateMethod } from './resource-transport.js';

type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any openapi-fetch client (typed over the contract's paths or not); only its verbs are used. */
export type OpenApiClientLike = Record<Verb, (...args: never[]) => Promise<unknown>>;

interface UntypedInit {
  params?: { path?: Record<string, ResourceId>; query?: Query };
  body?: unknown;
  signal?: AbortSignal;
}

interface UntypedResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type UntypedClient = Record<Verb, (path: string, init?: UntypedInit) => Promise<UntypedResult>>;

/** `/locations` -> `/locations/{id}`: the schema path, so the client's middleware sees the contract's path. */
function itemPath(path: string): string {
  return `${path}/{id}`;
}

/**
 * Adapts an openapi-fetch client to ResourceTransport. This is the one place where paths are
 * dynamic (generic access by resource type); the client's middleware still applies auth, media
 * type, method override and nonce (P7-001..P7-007), and `unwrap` turns failures into ApiError.
 */
export function createOpenApiTransport(client: OpenApiClientLike): ResourceTransport {
  const untyped = client as unknown as UntypedClient;
  return {
    async list(path, query, signal) {
      const reply = await unwrap(untyped.GET(path, { params: { query: cleanQuery(query) }, signal }));
      return (reply ?? {}) as HalList<unknown>;
    },
    async get(path, id, query, signal) {
      return unwrap(
        untyped.GET(itemPath(path), { params: { path: { id }, query: cleanQuery(query) }, signal }),
      );
    },
    async create(path, body) {
      return unwrap(untyped.POST(path, { body }));
    },
    async update(path, id, body, method: UpdateMethod = 'PATCH') {
      return unwrap(untyped[method](itemPath(path), { params: { path: { id } }, body }));
    },
    async remove(path, id, query) {
      await unwrap(untyped.DELETE(itemPath(path), { params: { path: { id }, query: cleanQuery(query) } }));
    },
  };
}
