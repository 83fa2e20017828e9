/**
 * A closed gate a fake route's handler waits on before replying: a test sees which requests were sent
 * before any was answered (what runs side by side and what waits for what), then opens it.
 */
export interface ReplyGate {
  /** Resolves once the gate is opened. */
  readonly opened: Promise<void>;
  open(): void;
  /** A handler that waits for the gate, then replies what `reply` gives. */
  hold<A extends unknown[], T>(reply: (...args: A) => T): (...args: A) => Promise<T>;
}

export function replyGate(): ReplyGate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    opened,
    open: () => open(),
    hold:
      (reply) =>
      async (...args) => {
        await opened;
        return reply(...args);
      },
  };
}
