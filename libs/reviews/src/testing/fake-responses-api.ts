import type { ResponsesApi, ReviewLiveState, ReviewResponse } from '../ports/responses-api.js';

/** One follow of the fake: the test pushes messages into it and ends it. */
export interface FakeStream {
  push(state: ReviewLiveState): void;
  end(): void;
  fail(error: unknown): void;
  readonly signal: AbortSignal;
}

type Reply<T> = T | Error | (() => T | Promise<T>);

/**
 * ResponsesApi for store tests: set what each call answers (a value, an error to throw, or a function), and
 * drive each stream opened by `follow` by hand.
 */
export function fakeResponsesApi(
  replies: {
    create?: Reply<ReviewResponse>;
    update?: Reply<ReviewResponse>;
    remove?: Reply<ReviewResponse | null>;
  } = {},
) {
  const streams: FakeStream[] = [];
  const calls: { method: 'create' | 'update' | 'remove'; id: number; content?: string }[] = [];
  const answer = async <T>(reply: Reply<T> | undefined): Promise<T> => {
    if (reply === undefined) throw new Error('no reply set in the fake');
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? (reply as () => T | Promise<T>)() : reply;
  };
  const api: ResponsesApi = {
    create: (id, content) => (calls.push({ method: 'create', id, content }), answer(replies.create)),
    update: (id, content) => (calls.push({ method: 'update', id, content }), answer(replies.update)),
    remove: (id) => (calls.push({ method: 'remove', id }), answer(replies.remove)),
    follow: (_reviewId, signal) => openStream(signal, streams),
  };
  return { api, replies, calls, streams, latestStream: () => streams.at(-1) };
}

function openStream(signal: AbortSignal, streams: FakeStream[]): AsyncIterable<ReviewLiveState> {
  const queue: (ReviewLiveState | { end: true } | { error: unknown })[] = [];
  let wake: (() => void) | null = null;
  const put = (item: (typeof queue)[number]) => {
    queue.push(item);
    wake?.();
  };
  streams.push({ push: put, end: () => put({ end: true }), fail: (error) => put({ error }), signal });
  signal.addEventListener('abort', () => put({ error: new DOMException('aborted', 'AbortError') }), {
    once: true,
  });
  return {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const item = queue.shift() as (typeof queue)[number];
        if ('end' in item) return;
        if ('error' in item) throw item.error;
        yield item;
      }
    },
  };
}

/** A DraftStorage in memory, its values visible to the test. */
export function memoryDraftStorage() {
  const values = new Map<string, string>();
  return {
    values,
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
  };
}
