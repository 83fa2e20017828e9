import { GenericLoader } from '@locus/resources';
import { action, computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { LocationsApi } from '../ports/locations-api.js';
import type { LocationDetail } from './location-form-store.js';

export interface LocationDetailStoreDeps {
  api: Pick<LocationsApi, 'getLocation'>;
  locationId: number;
}

/**
 * The detail page's location. One GET /locations/{id} carries everything the page shows (fields,
 * hours, special hours, directories and their overrides), so the page has its first data after one
 * call. A sync reply replaces it without another call; a save or a delete-free change reloads it.
 */
export class LocationDetailStore {
  /** A newer copy than the loader's (the sync reply), kept until the next load lands. */
  private replaced: LocationDetail | null = null;
  private readonly loader: GenericLoader<number, LocationDetail>;

  constructor(deps: LocationDetailStoreDeps) {
    this.loader = new GenericLoader({
      params: () => deps.locationId,
      load: (id, signal) => deps.api.getLocation(id, signal),
    });
    makeObservable<LocationDetailStore, 'replaced'>(this, {
      replaced: observableRef,
      location: computed,
      status: computed,
      replace: action,
    });
  }

  get location(): LocationDetail | null {
    return this.replaced ?? this.loader.data ?? null;
  }

  /** Loading until the first copy arrives; a reload keeps the shown copy (no flash). */
  get status(): 'loading' | 'error' | 'loaded' {
    if (this.loader.status === 'error') return 'error';
    return this.location ? 'loaded' : 'loading';
  }

  get error(): string | null {
    return this.loader.error ?? null;
  }

  replace(location: LocationDetail): void {
    this.replaced = location;
  }

  async reload(): Promise<void> {
    await this.loader.reload();
    runInAction(() => (this.replaced = null));
  }

  dispose(): void {
    this.loader.dispose();
  }
}
