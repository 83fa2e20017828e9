import type { HalList } from '../model/hal.js';
import type { Query, ResourceId } from '../model/identified.js';

/**
 * What the stores need from the network. Generic access by resource type is dynamic by nature,
 * so paths here are strings; feature stores call the typed client with literal paths instead.
 * Failures reject with the api-client's ApiError; aborted calls reject with an AbortError.
 */
export interface ResourceTransport {
  list(path: string, query: Query, signal?: AbortSignal): Promise<HalList<unknown>>;
  get(path: string, id: ResourceId, query?: Query, signal?: AbortSignal): Promise<unknown>;
  create(path: string, body: unknown): Promise<unknown>;
  update(path: string, id: ResourceId, body: unknown, method?: UpdateMethod): Promise<unknown>;
  remove(path: string, id: ResourceId, query?: Query): Promise<void>;
}

export type UpdateMethod = 'PATCH' | 'PUT';
