import {
  action,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
  type IReactionDisposer,
} from 'mobx';
import { LOADER_DEBOUNCE_MS } from '../model/constants.js';
import { stableStringify } from '../model/query-key.js';
import { errorMessage } from '../errors/error-message.js';
import { LatestRequest } from '../store/latest-request.js';
import type { LoadStatus } from '../store/list-status.js';
import { isAbortError } from '../transport/abort.js';
import { Debouncer, type Scheduler } from './debouncer.js';

export interface GenericLoaderOptions<P, R> {
  /** The params, read in a reaction: when their value changes the loader refetches. */
  params: () => P;
  /** The call; pass the signal on so a superseded or unneeded call is aborted. */
  load: (params: P, signal: AbortSignal) => Promise<R>;
  /** Params for which nothing is fetched yet (e.g. no account id). */
  skip?: (params: P) => boolean;
  /** Delay after the last change before refetching, 500 ms by default (P7-016). */
  debounceMs?: number;
  scheduler?: Scheduler;
  /** Text of `error` instead of the server's message. */
  errorMessage?: string;
}

/**
 * The generic GET helper (P7-016): loads at once for its first params, then refetches 500 ms
 * after their last change (a structurally equal value is no change). Latest wins; the data of
 * the previous params stays visible while the next are loading.
 */
export class GenericLoader<P, R> {
  status: LoadStatus = 'idle';
  data: R | undefined = undefined;
  error: string | undefined = undefined;

  private readonly options: GenericLoaderOptions<P, R>;
  private readonly debouncer: Debouncer;
  private readonly latest = new LatestRequest();
  private readonly stopWatching: IReactionDisposer;

  constructor(options: GenericLoaderOptions<P, R>) {
    this.options = options;
    this.debouncer = new Debouncer(options.debounceMs ?? LOADER_DEBOUNCE_MS, options.scheduler);
    makeObservable(this, { status: observable, data: observableRef, error: observable, reload: action });
    this.stopWatching = reaction(
      () => stableStringify(options.params()),
      () => this.debouncer.schedule(() => void this.reload()),
    );
    void this.reload();
  }

  /** Fetches now with the current params (cancelling a pending debounce). */
  reload(): Promise<void> {
    this.debouncer.cancel();
    const params = this.options.params();
    if (this.options.skip?.(params)) {
      this.latest.abort();
      this.status = 'idle';
      return Promise.resolve();
    }
    return this.fetch(params);
  }

  /** Stops watching the params and aborts the running call. */
  dispose(): void {
    this.stopWatching();
    this.debouncer.cancel();
    this.latest.abort();
  }

  private async fetch(params: P): Promise<void> {
    const ticket = this.latest.next();
    this.status = 'loading';
    this.error = undefined;
    try {
      const data = await this.options.load(params, ticket.signal);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        this.data = data;
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        this.status = 'error';
        this.error = this.options.errorMessage ?? errorMessage(error);
      });
    } finally {
      this.latest.finish(ticket);
    }
  }
}
