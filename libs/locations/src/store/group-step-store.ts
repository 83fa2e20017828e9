import type { Schemas } from '@locus/api-client';
import { GenericLoader, serverText, type Notifier, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { GROUP_MESSAGES as MSG } from '../model/groups.js';
import type { GroupsApi } from '../ports/groups-api.js';
import type { LocationsApi } from '../ports/locations-api.js';

export interface GroupStepStoreDeps {
  api: Pick<GroupsApi, 'listGroups'> & Pick<LocationsApi, 'getLocation' | 'updateLocation'>;
  notifier: Notifier;
  locationId: number;
  scheduler?: Scheduler;
}

/** Groups offered at once: the server's page maximum, more than any account's groups in practice. */
const GROUPS_PER_STEP = 500;

interface StepData {
  location: Schemas['LocationDetail'];
  groups: Schemas['Group'][];
}

/**
 * /settings/locations/new/{id}/groups (F2-014, F6-008): the new location's groups, picked from the
 * account's groups and saved with PATCH /locations/{id} { group_ids }.
 */
export class GroupStepStore {
  selected: number[] = [];
  saving = false;
  readonly loader: GenericLoader<number, StepData>;
  private readonly deps: GroupStepStoreDeps;

  constructor(deps: GroupStepStoreDeps) {
    this.deps = deps;
    makeObservable(this, { selected: observableRef, saving: observable, options: computed, toggle: action });
    this.loader = new GenericLoader({
      params: () => deps.locationId,
      debounceMs: 0,
      scheduler: deps.scheduler,
      errorMessage: MSG.loadOneFailed,
      load: async (id, signal) => {
        const [location, groups] = await Promise.all([
          deps.api.getLocation(id, signal),
          deps.api.listGroups({ perPage: GROUPS_PER_STEP }, signal),
        ]);
        runInAction(() => (this.selected = [...location.group_ids]));
        return { location, groups: groups._embedded.groups };
      },
    });
  }

  get locationName(): string {
    return this.loader.data?.location.name ?? '';
  }

  /** Every group of the account, each with whether the location is in it. */
  get options(): { id: number; name: string; selected: boolean }[] {
    const chosen = new Set(this.selected);
    return (this.loader.data?.groups ?? []).map((group) => ({ id: group.id, name: group.name, selected: chosen.has(group.id) }));
  }

  toggle(id: number): void {
    this.selected = this.selected.includes(id) ? this.selected.filter((member) => member !== id) : [...this.selected, id];
  }

  /** Saves the picked groups; resolves whether they were saved (the page then opens the location). */
  async save(): Promise<boolean> {
    runInAction(() => (this.saving = true));
    try {
      const { api, locationId } = this.deps;
      await api.updateLocation(locationId, { group_ids: this.selected });
      this.deps.notifier.success(MSG.stepSaved);
      return true;
    } catch (error) {
      this.deps.notifier.alert(serverText(error) ?? MSG.saveFailed);
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  dispose(): void {
    this.loader.dispose();
  }
}
