import {
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
  type IReactionDisposer,
} from 'mobx';
import type { RootStore } from './root-store';

/**
 * Holds the current RootStore and builds a fresh one when the session ends (log out, a 401, another
 * tab signing out), so nothing of the old session survives. The login page's error text is carried
 * over: it belongs to what the user sees next.
 */
export class RootStoreHolder {
  current: RootStore;
  /** Bumped on every rebuild: the app keys its tree with it, so every view starts over. */
  generation = 0;
  private stopWatching: IReactionDisposer | null = null;

  constructor(private readonly create: () => RootStore) {
    this.current = create();
    makeObservable(this, { current: observableRef, generation: observable });
    this.watch(this.current);
  }

  start(): Promise<void> {
    return this.current.start();
  }

  dispose(): void {
    this.stopWatching?.();
    this.current.dispose();
  }

  private watch(store: RootStore): void {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => store.auth.signedIn,
      (signedIn, wasSignedIn) => {
        // A login replacing a session passes through "signed out" while pending: not an ending.
        if (!wasSignedIn || signedIn || store.auth.pending) return;
        // The sign-out finishes synchronously after clearing the session (error text, navigation).
        queueMicrotask(() => this.rebuild(store));
      },
    );
  }

  private rebuild(previous: RootStore): void {
    if (previous !== this.current) return;
    const next = this.create();
    runInAction(() => {
      next.auth.error = previous.auth.error;
      this.current = next;
      this.generation += 1;
    });
    previous.dispose();
    this.watch(next);
    void next.start();
  }
}
