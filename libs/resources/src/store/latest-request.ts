import { errorMessage } from '../errors/error-message.js';
import { isAbortError } from '../transport/abort.js';

/** One request generation of a slot: its signal, and whether it is still the slot's latest. */
export interface RequestTicket {
  readonly signal: AbortSignal;
  isCurrent(): boolean;
}

/**
 * Latest wins: a slot (a list, a loader) runs one request at a time; starting the next one
 * aborts the one it supersedes, and a late reply of an old generation can be recognised.
 */
export class LatestRequest {
  private controller: AbortController | undefined;

  /** Aborts the running request, if any, and starts a new generation. */
  next(): RequestTicket {
    this.abort();
    const controller = new AbortController();
    this.controller = controller;
    return {
      signal: controller.signal,
      isCurrent: () => this.controller === controller && !controller.signal.aborted,
    };
  }

  /** True while a generation has been started and not aborted or finished. */
  get active(): boolean {
    return this.controller !== undefined && !this.controller.signal.aborted;
  }

  /** Marks the ticket's request as done, so a later abort() has nothing to cancel. */
  finish(ticket: RequestTicket): void {
    if (ticket.isCurrent()) this.controller = undefined;
  }

  /**
   * Runs `load` as the slot's latest request: `onResult` gets its value and `onError` its failure in words,
   * each only while the request is still the latest (a superseded or aborted one says nothing).
   */
  async run<T>(
    load: (signal: AbortSignal) => Promise<T>,
    onResult: (value: T) => void,
    onError: (message: string) => void,
  ): Promise<void> {
    const ticket = this.next();
    try {
      const value = await load(ticket.signal);
      if (!ticket.isCurrent()) return;
      this.finish(ticket);
      onResult(value);
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      this.finish(ticket);
      onError(errorMessage(error));
    }
  }

  /** Aborts the running request: nobody needs its result any more. */
  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}
