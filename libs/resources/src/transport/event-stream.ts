import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type { EventSourceMessage };

/**
 * The messages of a server-sent event stream, as they arrive. The stream is read through fetch (not
 * EventSource) so the client's Basic auth header goes with it and no token sits in a URL. Leaving the loop
 * (break, return, an error, or the signal's abort) cancels the stream.
 */
export async function* readEventStream(
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const queued: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => void queued.push(message) });
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    while (!signal?.aborted) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      while (queued.length > 0) yield queued.shift() as EventSourceMessage;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}
