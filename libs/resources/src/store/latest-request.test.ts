import { describe, expect, it } from 'vitest';
import { LatestRequest } from './latest-request.js';

describe('LatestRequest', () => {
  it('starting the next request aborts the superseded one (latest wins)', () => {
    const slot = new LatestRequest();
    const first = slot.next();
    const second = slot.next();
    expect(first.signal.aborted).toBe(true);
    expect(first.isCurrent()).toBe(false);
    expect(second.signal.aborted).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it('abort() cancels the running request; a finished one is left alone', () => {
    const slot = new LatestRequest();
    const running = slot.next();
    slot.abort();
    expect(running.signal.aborted).toBe(true);
    expect(slot.active).toBe(false);

    const done = slot.next();
    slot.finish(done);
    slot.abort();
    expect(done.signal.aborted).toBe(false);
  });
});
