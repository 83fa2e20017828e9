import type { Identified } from '../model/identified.js';
import type { ResourceType } from '../model/resource-types.js';
import { RequestPool } from './request-pool.js';
import { ResourceStore, type ResourceStoreOptions } from './resource-store.js';

export type ResourceStoresOptions = Omit<ResourceStoreOptions, 'type'>;

/**
 * One ResourceStore per resource type, made on first use and sharing the transport, the
 * account, the error handler and one request pool. The app's root store holds one of these;
 * a sign-out rebuilds it, so nothing of the previous session stays in memory.
 */
export class ResourceStores {
  private readonly stores = new Map<ResourceType, ResourceStore<Identified>>();
  private readonly options: ResourceStoresOptions & { pool: RequestPool };

  constructor(options: ResourceStoresOptions) {
    this.options = { ...options, pool: options.pool ?? new RequestPool() };
  }

  /** The store of a type; the row type is the caller's to name (the contract's schema). */
  of<T extends Identified>(type: ResourceType): ResourceStore<T> {
    let store = this.stores.get(type);
    if (!store) {
      store = new ResourceStore<Identified>({ ...this.options, type });
      this.stores.set(type, store);
    }
    return store as unknown as ResourceStore<T>;
  }

  /** Empties every identity map (e.g. after switching account). */
  clear(): void {
    for (const store of this.stores.values()) store.clear();
  }
}
