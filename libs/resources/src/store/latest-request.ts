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

  /** Aborts the running request: nobody needs its result any more. */
  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}
