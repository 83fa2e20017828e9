import { compareStructural, Reaction } from 'mobx';
import { useState, useSyncExternalStore } from 'react';

/**
 * A MobX derivation as an external store: it tracks what the latest `derive` reads, so a component
 * whose `derive` moves to another store (a new store instance, a new argument) follows that store.
 */
class DerivedValue<T> {
  private reaction: Reaction | null = null;
  private notify: (() => void) | null = null;
  private cache: { value: T } | null = null;

  constructor(private derive: () => T) {}

  /** Takes this render's `derive` and re-tracks with it while subscribed. */
  update(derive: () => T): void {
    this.derive = derive;
    this.refresh();
  }

  readonly subscribe = (notify: () => void): (() => void) => {
    this.notify = notify;
    const reaction = new Reaction('useStoreValue', () => {
      if (this.refresh()) this.notify?.();
    });
    this.reaction = reaction;
    // A change between render and subscription is caught here.
    if (this.refresh()) notify();
    return () => {
      reaction.dispose();
      if (this.reaction === reaction) this.reaction = null;
      this.notify = null;
    };
  };

  readonly snapshot = (): T => {
    if (!this.cache) this.cache = { value: this.derive() };
    return this.cache.value;
  };

  /** Derives again (tracking the reads while subscribed); true when the value changed structurally. */
  private refresh(): boolean {
    let next!: T;
    if (this.reaction) this.reaction.track(() => (next = this.derive()));
    else next = this.derive();
    if (this.cache && compareStructural(this.cache.value, next)) return false;
    this.cache = { value: next };
    return true;
  }
}

/**
 * The value of a MobX derivation, re-rendering when it changes (structurally), so the hooks work in
 * plain components as well as in `observer` ones. `derive` may close over fresh arguments each render,
 * including another store: the subscription follows what the latest `derive` reads.
 */
export function useStoreValue<T>(derive: () => T): T {
  const [source] = useState(() => new DerivedValue(derive));
  source.update(derive);
  return useSyncExternalStore(source.subscribe, source.snapshot, source.snapshot);
}
