import { describe, expect, it } from 'vitest';
import { readEventStream } from './event-stream.js';

/** A stream sending these chunks, one per read, then ending (or staying open). */
function streamOf(
  chunks: string[],
  end = true,
): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  const encoder = new TextEncoder();
  let i = 0;
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (end) controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, cancelled: () => state.cancelled };
}

async function collect(iterable: AsyncIterable<{ data: string }>, max = Infinity): Promise<string[]> {
  const found: string[] = [];
  for await (const message of iterable) {
    found.push(message.data);
    if (found.length >= max) break;
  }
  return found;
}

describe('readEventStream', () => {
  it('yields each message once it is complete, across chunk boundaries', async () => {
    const { stream } = streamOf(['data: {"a":', '1}\n\nevent: x\ndata: two\n', '\n: comment\n\ndata: 3\n\n']);
    expect(await collect(readEventStream(stream))).toEqual(['{"a":1}', 'two', '3']);
  });

  it('cancels the stream when the reader stops early', async () => {
    const { stream, cancelled } = streamOf(['data: 1\n\ndata: 2\n\n'], false);
    expect(await collect(readEventStream(stream), 1)).toEqual(['1']);
    expect(cancelled()).toBe(true);
  });

  it('ends when the signal aborts', async () => {
    const controller = new AbortController();
    const { stream, cancelled } = streamOf(['data: 1\n\n'], false);
    const found: string[] = [];
    for await (const message of readEventStream(stream, controller.signal)) {
      found.push(message.data);
      controller.abort();
    }
    expect(found).toEqual(['1']);
    expect(cancelled()).toBe(true);
  });
});
