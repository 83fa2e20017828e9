import { isApiError, type Schemas } from '@locus/api-client';
import { DEFAULT_PAGE_SIZE, Debouncer, GenericLoader, SEARCH_DEBOUNCE_MS, serverText, type Notifier, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { GROUP_MESSAGES as MSG } from '../model/groups.js';
import type { GroupsApi } from '../ports/groups-api.js';
import type { LocationsApi } from '../ports/locations-api.js';

export type Group = Schemas['Group'];

export interface GroupStoreDeps {
  /** The group calls, and the location search that picks the members. */
  api: GroupsApi & Pick<LocationsApi, 'listLocations'>;
  notifier: Notifier;
  scheduler?: Scheduler;
}

/** /settings/groups: the account's groups by name, 25 a page. */
export class GroupListStore {
  page = 1;
  readonly loader: GenericLoader<number, Schemas['GroupList']>;

  constructor(deps: GroupStoreDeps) {
    makeObservable(this, { page: observable, rows: computed, totalPages: computed, setPage: action });
    this.loader = new GenericLoader({
      params: () => this.page,
      debounceMs: 0,
      scheduler: deps.scheduler,
      errorMessage: MSG.loadFailed,
      load: (page, signal) => deps.api.listGroups({ page, perPage: DEFAULT_PAGE_SIZE }, signal),
    });
  }

  get rows(): Group[] {
    return this.loader.data?._embedded.groups ?? [];
  }

  get totalPages(): number {
    return this.loader.data?._total_pages ?? 0;
  }

  setPage(page: number): void {
    this.page = page;
  }

  dispose(): void {
    this.loader.dispose();
  }
}

/**
 * /settings/groups/new and edit: a name and member locations picked from a search (250 ms after the
 * last key, one request per burst).
 */
export class GroupFormStore {
  name: string;
  nameError: string | null = null;
  memberIds: number[];
  typed = '';
  searched = '';
  saving = false;
  /** The delete confirmation is open. */
  confirmingDelete = false;
  deleting = false;
  readonly search: GenericLoader<string, Schemas['LocationList']>;
  private readonly typing: Debouncer;
  private readonly deps: GroupStoreDeps;
  private readonly group: Group | null;

  constructor(deps: GroupStoreDeps, group: Group | null = null, memberIds: readonly number[] = group?.active_location_ids ?? []) {
    this.deps = deps;
    this.group = group;
    this.name = group?.name ?? '';
    this.memberIds = [...memberIds];
    this.typing = new Debouncer(SEARCH_DEBOUNCE_MS, deps.scheduler);
    makeObservable<GroupFormStore>(this, {
      name: observable,
      nameError: observable,
      memberIds: observableRef,
      typed: observable,
      searched: observable,
      saving: observable,
      confirmingDelete: observable,
      deleting: observable,
      options: computed,
      askDelete: action,
      cancelDelete: action,
      setName: action,
      toggleMember: action,
      setTyped: action,
    });
    this.search = new GenericLoader({
      params: () => this.searched,
      debounceMs: 0,
      scheduler: deps.scheduler,
      load: (keywords, signal) => deps.api.listLocations({ keywords, sortBy: 'name', sortOrder: 'asc', perPage: DEFAULT_PAGE_SIZE }, signal),
    });
  }

  get isNew(): boolean {
    return this.group === null;
  }

  /** The searched locations, each with whether it is a member. */
  get options(): { id: number; name: string; selected: boolean }[] {
    const members = new Set(this.memberIds);
    return (this.search.data?._embedded.locations ?? []).map((row) => ({ id: row.id, name: row.name, selected: members.has(row.id) }));
  }

  setName(name: string): void {
    this.name = name;
    this.nameError = null;
  }

  toggleMember(id: number): void {
    this.memberIds = this.memberIds.includes(id) ? this.memberIds.filter((member) => member !== id) : [...this.memberIds, id];
  }

  setTyped(text: string): void {
    this.typed = text;
    this.typing.schedule(action(() => (this.searched = text.trim())));
  }

  /** POST or PATCH /groups with the name and the members; resolves the saved group, or null. */
  async save(): Promise<Group | null> {
    const name = this.name.trim();
    if (!name) {
      runInAction(() => (this.nameError = MSG.nameRequired));
      return null;
    }
    runInAction(() => (this.saving = true));
    const body = { name, location_ids: this.memberIds };
    try {
      const { api } = this.deps;
      const saved = this.group ? await api.updateGroup(this.group.id, body) : await api.createGroup(body);
      this.deps.notifier.success(this.group ? MSG.updated : MSG.created);
      return saved;
    } catch (error) {
      // The duplicate name (409) belongs on the name field; the typed name and members stay.
      if (isApiError(error) && error.status === 409 && error.field === 'name') {
        runInAction(() => (this.nameError = serverText(error) ?? MSG.duplicateName));
      } else {
        this.deps.notifier.alert(serverText(error) ?? MSG.saveFailed);
      }
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  askDelete(): void {
    if (this.group) this.confirmingDelete = true;
  }

  cancelDelete(): void {
    this.confirmingDelete = false;
  }

  /** DELETE /groups/{id} once confirmed; resolves whether it was deleted. */
  async remove(): Promise<boolean> {
    if (!this.group) return false;
    runInAction(() => (this.deleting = true));
    try {
      await this.deps.api.deleteGroup(this.group.id);
      this.deps.notifier.success(MSG.deleted);
      return true;
    } catch (error) {
      this.deps.notifier.alert(serverText(error) ?? MSG.deleteFailed);
      return false;
    } finally {
      runInAction(() => {
        this.deleting = false;
        this.confirmingDelete = false;
      });
    }
  }

  dispose(): void {
    this.typing.cancel();
    this.search.dispose();
  }
}

/** Group edit: fetches the group by id, then holds its form (P7-058). */
export class GroupEditStore {
  form: GroupFormStore | null = null;
  readonly loader: GenericLoader<number, Group>;

  constructor(deps: GroupStoreDeps, id: number) {
    makeObservable(this, { form: observableRef });
    this.loader = new GenericLoader({
      params: () => id,
      debounceMs: 0,
      scheduler: deps.scheduler,
      errorMessage: MSG.loadOneFailed,
      load: async (groupId, signal) => {
        const group = await deps.api.getGroup(groupId, signal);
        runInAction(() => {
          this.form?.dispose();
          this.form = new GroupFormStore(deps, group);
        });
        return group;
      },
    });
  }

  dispose(): void {
    this.loader.dispose();
    this.form?.dispose();
  }
}
