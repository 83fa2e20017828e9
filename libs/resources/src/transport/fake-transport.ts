import type { HalList } from '../model/hal.js';
import type { Query, ResourceId } from '../model/identified.js';
import { createAbortError } from './abort.js';
import type { ResourceTransport, UpdateMethod } from './resource-transport.js';

export type FakeCallKind = 'list' | 'get' | 'create' | 'update' | 'remove';

/** One call made to a FakeTransport, settled by the test when it chooses. */
export interface FakeCall {
  kind: FakeCallKind;
  path: string;
  id?: ResourceId;
  query?: Query;
  body?: unknown;
  method?: UpdateMethod;
  signal?: AbortSignal;
  /** True once the call's signal aborted (the call then rejected with an AbortError). */
  aborted: boolean;
  settled: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * A transport for tests of stores built on this lib: it records every call and leaves it pending
 * until the test resolves or rejects it, so ordering, de-duplication and aborts can be asserted.
 * An aborted signal rejects the pending call with an AbortError, as fetch does.
 */
export class FakeTransport implements ResourceTransport {
  readonly calls: FakeCall[] = [];

  /** Calls not yet settled, optionally of one kind. */
  pending(kind?: FakeCallKind): FakeCall[] {
    return this.calls.filter((c) => !c.settled && (!kind || c.kind === kind));
  }

  /** The most recent call (of a kind); throws when none, so tests fail with a clear message. */
  last(kind?: FakeCallKind): FakeCall {
    const matching = this.calls.filter((c) => !kind || c.kind === kind);
    const call = matching[matching.length - 1];
    if (!call) throw new Error(`FakeTransport: no ${kind ?? ''} call was made`);
    return call;
  }

  list(path: string, query: Query, signal?: AbortSignal): Promise<HalList<unknown>> {
    return this.record({ kind: 'list', path, query, signal }) as Promise<HalList<unknown>>;
  }

  get(path: string, id: ResourceId, query?: Query, signal?: AbortSignal): Promise<unknown> {
    return this.record({ kind: 'get', path, id, query, signal });
  }

  create(path: string, body: unknown): Promise<unknown> {
    return this.record({ kind: 'create', path, body });
  }

  update(path: string, id: ResourceId, body: unknown, method?: UpdateMethod): Promise<unknown> {
    return this.record({ kind: 'update', path, id, body, method });
  }

  async remove(path: string, id: ResourceId, query?: Query): Promise<void> {
    await this.record({ kind: 'remove', path, id, query });
  }

  private record(init: Omit<FakeCall, 'aborted' | 'settled' | 'resolve' | 'reject'>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const call: FakeCall = {
        ...init,
        aborted: false,
        settled: false,
        resolve: (value) => {
          if (call.settled) return;
          call.settled = true;
          resolve(value);
        },
        reject: (error) => {
          if (call.settled) return;
          call.settled = true;
          reject(error);
        },
      };
      this.calls.push(call);
      const onAbort = () => {
        call.aborted = true;
        call.reject(createAbortError());
      };
      if (init.signal?.aborted) onAbort();
      else init.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
