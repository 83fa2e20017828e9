import { createAbortError } from '../transport/abort.js';

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting for the result. */
  waiting: number;
}

/**
 * In-flight de-duplication: callers asking for the same key while a request runs share it.
 * Each caller may pass its own signal; when every caller has given up (aborted), nobody needs
 * the result any more and the shared request itself is aborted. Nothing is kept once settled.
 */
export class RequestPool {
  private readonly inFlight = new Map<string, InFlight>();

  /** Number of requests running now. */
  get size(): number {
    return this.inFlight.size;
  }

  has(key: string): boolean {
    return this.inFlight.has(key);
  }

  run<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(createAbortError());
    const entry = this.inFlight.get(key) ?? this.begin(key, start);
    entry.waiting += 1;
    return this.wait(key, entry, signal) as Promise<T>;
  }

  private begin<T>(key: string, start: (signal: AbortSignal) => Promise<T>): InFlight {
    const controller = new AbortController();
    const promise = startSafely(start, controller.signal);
    const entry: InFlight = { promise, controller, waiting: 0 };
    this.inFlight.set(key, entry);
    const forget = () => this.forget(key, entry);
    promise.then(forget, forget);
    return entry;
  }

  private wait(key: string, entry: InFlight, signal: AbortSignal | undefined): Promise<unknown> {
    if (!signal) return entry.promise;
    return new Promise((resolve, reject) => {
      const leave = () => {
        reject(createAbortError());
        entry.waiting -= 1;
        if (entry.waiting === 0 && this.inFlight.get(key) === entry) {
          this.forget(key, entry);
          entry.controller.abort();
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      entry.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }

  private forget(key: string, entry: InFlight): void {
    if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
  }
}

/** Starts at once (the call is made synchronously); a synchronous throw rejects like any failure. */
function startSafely<T>(start: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return start(signal);
  } catch (error) {
    return Promise.reject(error);
  }
}
