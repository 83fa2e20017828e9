/**
 * Streams one realtime channel to the browser as server-sent events (same origin, so the CSP's
 * connect-src 'self' allows it). `read` gives the channel's state from the database: the stream sends it at
 * once and again each time it changes, and ends once the state is final. It re-reads when this instance
 * publishes on the channel and every second (for changes another instance made), and gives up after
 * STREAM_LIMIT_MS (the photo client's own limit is 15 s, P5-050).
 */
import type { RequestContext } from './handler-types.js';
import type { ChannelMessage } from '../modules/media/realtime.js';

export const STREAM_LIMIT_MS = 30_000;
const RECHECK_MS = 1000;

/** The channel's state: the message to send (null: nothing to say yet) and whether it is the last one. */
export interface ChannelState {
  message: ChannelMessage | null;
  final: boolean;
}

export function streamChannel(ctx: RequestContext, channel: string, read: () => Promise<ChannelState>): void {
  const { reply, services } = ctx;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    'x-accel-buffering': 'no', // a proxy must pass events on as they come
  });
  raw.write(`: ${channel}\n\n`);

  let done = false;
  let lastSent: string | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearInterval(recheck);
    clearTimeout(limit);
    raw.end();
  };
  const send = ({ message, final }: ChannelState) => {
    if (done) return;
    const data = message ? JSON.stringify(message) : null;
    if (message && data !== lastSent) {
      lastSent = data;
      raw.write(`event: ${message.event}\ndata: ${data}\n\n`);
    }
    if (final) finish();
  };
  // Reads run one after another, so events leave in the order the states were read.
  let reading: Promise<void> = Promise.resolve();
  const check = () => {
    reading = reading.then(() => (done ? undefined : read().then(send, finish)));
  };
  const unsubscribe = services.realtime.subscribe(channel, () => check());
  const recheck = setInterval(check, RECHECK_MS);
  const limit = setTimeout(finish, STREAM_LIMIT_MS);
  raw.on('close', finish);
  check();
}
