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

  it('run: only the latest request reports, its value or its failure in words', async () => {
    const slot = new LatestRequest();
    const heard: string[] = [];
    let releaseFirst: (value: string) => void = () => undefined;
    const first = slot.run(
      () => new Promise<string>((resolve) => (releaseFirst = resolve)),
      (value) => heard.push(`value ${value}`),
      (message) => heard.push(`error ${message}`),
    );
    const second = slot.run(
      () => Promise.reject(new Error('boom')),
      (value) => heard.push(`value ${value}`),
      (message) => heard.push(`error ${message}`),
    );
    releaseFirst('late');
    await Promise.all([first, second]);
    expect(heard).toEqual(['error An error occurred while performing this action.']);
    await slot.run(
      (signal) => Promise.resolve(signal.aborted ? 'aborted' : 'fresh'),
      (value) => heard.push(`value ${value}`),
      () => undefined,
    );
    expect(heard).toEqual(['error An error occurred while performing this action.', 'value fresh']);
    expect(slot.active).toBe(false);
  });
});
