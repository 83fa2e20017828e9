/**
 * Streams one realtime channel to the browser as server-sent events (same origin, so the CSP's
 * connect-src 'self' allows it). The channel carries one result: the stream sends it (at once when the
 * database already holds it) and ends; it re-reads the database every second for results another instance
 * published, and gives up after STREAM_LIMIT_MS (the client's own limit is 15 s, P5-050).
 */
import type { RequestContext } from '../../http/handler-types.js';
import type { ChannelMessage } from './realtime.js';

export const STREAM_LIMIT_MS = 30_000;
const RECHECK_MS = 1000;

export function streamChannel(ctx: RequestContext, channel: string, current: () => Promise<ChannelMessage | null>): void {
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
  const finish = (message: ChannelMessage | null) => {
    if (done) return;
    done = true;
    unsubscribe();
    clearInterval(recheck);
    clearTimeout(limit);
    if (message) raw.write(`event: ${message.event}\ndata: ${JSON.stringify(message)}\n\n`);
    raw.end();
  };
  const check = () => void current().then((message) => message && finish(message), () => finish(null));
  const unsubscribe = services.realtime.subscribe(channel, (message) => finish(message));
  const recheck = setInterval(check, RECHECK_MS);
  const limit = setTimeout(() => finish(null), STREAM_LIMIT_MS);
  raw.on('close', () => finish(null));
  check();
}
