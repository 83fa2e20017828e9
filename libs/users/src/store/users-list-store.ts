import type { Schemas } from '@locus/api-client';
import { DEFAULT_PAGE_SIZE, Debouncer, GenericLoader, SEARCH_DEBOUNCE_MS, serverText, type Notifier, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { USER_MESSAGES as MSG } from '../model/user-messages.js';
import { userRowView, type UserRowView } from '../model/user-rows.js';
import type { UsersSession } from '../ports/session.js';
import type { SortOrder, User, UserChange, UserSortKey, UserStatus, UsersApi, UsersQuery, UserType } from '../ports/users-api.js';
import { userTypesLoader } from './user-types-loader.js';

export interface UsersStoreDeps {
  api: UsersApi;
  session: UsersSession;
  notifier: Notifier;
  scheduler?: Scheduler;
}

/** A row action waiting for the admin's confirmation. */
export type ConfirmKind = 'deactivate' | 'reactivate' | 'remove';
export interface PendingConfirm {
  kind: ConfirmKind;
  user: UserRowView;
}

/**
 * /settings/users: the account's users searched (250 ms after the last key), filtered by type and status,
 * sorted and paged, with the row actions; every action reloads the page so the list shows the server's truth.
 */
export class UsersListStore {
  typed = '';
  keywords = '';
  userTypeId: number | null = null;
  status: UserStatus | null = null;
  sort: { by: UserSortKey; order: SortOrder } | null = null;
  page = 1;
  confirming: PendingConfirm | null = null;
  /** The user a call is running for (their actions wait). */
  busyId: number | null = null;
  readonly loader: GenericLoader<UsersQuery, Schemas['UserList']>;
  readonly types: GenericLoader<null, UserType[]>;
  private readonly typing: Debouncer;
  private readonly deps: UsersStoreDeps;

  constructor(deps: UsersStoreDeps) {
    this.deps = deps;
    this.typing = new Debouncer(SEARCH_DEBOUNCE_MS, deps.scheduler);
    makeObservable<UsersListStore>(this, {
      typed: observable,
      keywords: observable,
      userTypeId: observable,
      status: observable,
      sort: observableRef,
      page: observable,
      confirming: observableRef,
      busyId: observable,
      query: computed,
      rows: computed,
      filtered: computed,
      setTyped: action,
      setUserType: action,
      setStatus: action,
      setSort: action,
      setPage: action,
      clearFilters: action,
      askConfirm: action,
      cancelConfirm: action,
    });
    this.loader = new GenericLoader({
      params: () => this.query,
      debounceMs: 0,
      scheduler: deps.scheduler,
      errorMessage: MSG.loadFailed,
      load: (query, signal) => deps.api.listUsers(query, signal),
    });
    this.types = userTypesLoader(deps.api, deps.scheduler);
  }

  get query(): UsersQuery {
    return {
      page: this.page,
      perPage: DEFAULT_PAGE_SIZE,
      keywords: this.keywords,
      userTypeId: this.userTypeId,
      status: this.status,
      sortBy: this.sort?.by ?? 'name',
      sortOrder: this.sort?.order ?? 'asc',
    };
  }

  get rows(): UserRowView[] {
    const types = this.types.data ?? [];
    return (this.loader.data?._embedded.users ?? []).map((user) => userRowView(user, types, this.deps.session));
  }

  get total(): number {
    return this.loader.data?._total ?? 0;
  }

  get totalPages(): number {
    return this.loader.data?._total_pages ?? 0;
  }

  get filtered(): boolean {
    return this.keywords !== '' || this.userTypeId !== null || this.status !== null;
  }

  setTyped(text: string): void {
    this.typed = text;
    this.typing.schedule(
      action(() => {
        this.keywords = text.trim();
        this.page = 1;
      }),
    );
  }

  setUserType(id: number | null): void {
    this.userTypeId = id;
    this.page = 1;
  }

  setStatus(status: UserStatus | null): void {
    this.status = status;
    this.page = 1;
  }

  setSort(sort: { by: UserSortKey; order: SortOrder } | null): void {
    this.sort = sort;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = page;
  }

  clearFilters(): void {
    this.typing.cancel();
    this.typed = '';
    this.keywords = '';
    this.userTypeId = null;
    this.status = null;
    this.page = 1;
  }

  askConfirm(kind: ConfirmKind, user: UserRowView): void {
    this.confirming = { kind, user };
  }

  cancelConfirm(): void {
    this.confirming = null;
  }

  /** PATCH the user's type (their sessions end: they sign in again with the new rights). */
  changeType(user: UserRowView, userTypeId: number): Promise<boolean> {
    if (userTypeId === user.userTypeId || !user.actions.changeType) return Promise.resolve(false);
    return this.run(user, () => this.deps.api.updateUser(user.id, { user_type_id: userTypeId }), MSG.typeChanged(user.name));
  }

  /** Runs the confirmed action: deactivate, reactivate or delete. */
  confirm(): Promise<boolean> {
    const pending = this.confirming;
    if (!pending) return Promise.resolve(false);
    runInAction(() => (this.confirming = null));
    const { kind, user } = pending;
    const { api } = this.deps;
    if (kind === 'remove') return this.run(user, () => api.deleteUser(user.id), MSG.deleted(user.name));
    const change: UserChange = { status: kind === 'deactivate' ? 'suspended' : 'active' };
    return this.run(user, () => api.updateUser(user.id, change), kind === 'deactivate' ? MSG.deactivated(user.name) : MSG.reactivated(user.name));
  }

  resendInvitation(user: UserRowView): Promise<boolean> {
    if (!user.actions.resendInvitation) return Promise.resolve(false);
    return this.run(user, () => this.deps.api.resendInvitation(user.id), MSG.invitationResent(user.email));
  }

  dispose(): void {
    this.typing.cancel();
    this.loader.dispose();
    this.types.dispose();
  }

  /** One row call: the row waits, the server's refusal (e.g. the owner rule's 422) is shown as it says. */
  private async run(user: UserRowView, call: () => Promise<User | void>, success: string): Promise<boolean> {
    runInAction(() => (this.busyId = user.id));
    try {
      await call();
      this.deps.notifier.success(success);
      await this.loader.reload();
      return true;
    } catch (error) {
      this.deps.notifier.alert(serverText(error) ?? MSG.actionFailed);
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
