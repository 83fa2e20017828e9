import { createApiClient, type ApiClient } from '@locus/api-client';
import {
  AuthStore,
  type Analytics,
  type CurrentPath,
  type KeyValueStorage,
  type Navigate,
} from '@locus/auth';
import { createToastQueue, type ToastQueue } from '@locus/design-system';
import type { ErrorReporter, Notifier } from '@locus/resources';
import { action, makeObservable, observable } from 'mobx';
import { createToastNotifier } from './notifier';

/** What the root store is built from: the browser's adapters in the app, memory ones in tests. */
export interface RootStoreDeps {
  storage: KeyValueStorage;
  navigate: Navigate;
  currentPath: CurrentPath;
  analytics?: Analytics;
  reporter?: ErrorReporter;
  /** Shared across rebuilds so a message survives a sign-out. */
  toasts?: ToastQueue;
  /** Where the API lives (default `/api`) and the fetch to reach it (tests pass a fake). */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Everything one session of the app holds: the API client, the auth store and the ports domain stores
 * are given. Composed here, not in a library, and rebuilt on sign-out (see RootStoreHolder) so no
 * state of one session leaks into the next. Feature domain stores join here as they are built; what
 * only some pages use is made on first use beside it (sessionResources).
 */
export class RootStore {
  readonly client: ApiClient;
  /**
   * The same API without the session's credentials, for public pages that act for someone else (a customer
   * answering a review request): a signed-in user's token must not travel with their calls.
   */
  readonly publicClient: ApiClient;
  readonly auth: AuthStore;
  /** The browser's key-value storage (memory in tests), e.g. for reply drafts. */
  readonly storage: KeyValueStorage;
  readonly toasts: ToastQueue;
  readonly notifier: Notifier;
  /** The stored session has been restored (or found absent): routes can be resolved. */
  ready = false;

  constructor(deps: RootStoreDeps) {
    // The client reads the auth store late, so both can be built here in either order.
    this.storage = deps.storage;
    let auth: AuthStore | null = null;
    this.client = createApiClient({
      clientName: 'web',
      ...(deps.baseUrl ? { baseUrl: deps.baseUrl } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      getCredentials: () => auth?.credentials ?? null,
      onUnauthorized: () => auth?.handleUnauthorized(),
      onInactive: () => auth?.handleInactive(),
    });
    this.publicClient = createApiClient({
      clientName: 'web',
      ...(deps.baseUrl ? { baseUrl: deps.baseUrl } : {}),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
    auth = new AuthStore({
      client: this.client,
      storage: deps.storage,
      navigate: deps.navigate,
      currentPath: deps.currentPath,
      ...(deps.reporter ? { reporter: deps.reporter } : {}),
      ...(deps.analytics ? { analytics: deps.analytics } : {}),
    });
    this.auth = auth;
    this.toasts = deps.toasts ?? createToastQueue();
    this.notifier = createToastNotifier(this.toasts);
    makeObservable<RootStore, 'markReady'>(this, { ready: observable, markReady: action });
  }

  /** Restores the session and refreshes it from the server. */
  async start(): Promise<void> {
    try {
      await this.auth.start();
    } finally {
      this.markReady();
    }
  }

  dispose(): void {
    this.auth.dispose();
  }

  private markReady(): void {
    this.ready = true;
  }
}

export function createRootStore(deps: RootStoreDeps): RootStore {
  return new RootStore(deps);
}
