import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../transport/fake-transport.js';
import { lease } from './lease.js';
import { ResourceStore } from './resource-store.js';

describe('lease', () => {
  it('a shared read is aborted only when its last holder releases it', async () => {
    const transport = new FakeTransport();
    const store = new ResourceStore<{ id: number }>({ transport, type: 'location' });
    const a = lease((signal) => store.get(1, {}, { signal }));
    const b = lease((signal) => store.get(1, {}, { signal }));
    expect(transport.calls).toHaveLength(1);
    a.release();
    expect(transport.last().aborted).toBe(false);
    b.release();
    expect(transport.last().aborted).toBe(true);
    await expect(a.promise).resolves.toBeUndefined();
    await expect(b.promise).resolves.toBeUndefined();
  });

  it('an unreleased read resolves with its result, and its failures still reject', async () => {
    const transport = new FakeTransport();
    const store = new ResourceStore<{ id: number }>({ transport, type: 'location' });
    const ok = lease((signal) => store.get(1, {}, { signal }));
    transport.last().resolve({ id: 1 });
    await expect(ok.promise).resolves.toEqual({ id: 1 });
    const failing = lease((signal) => store.get(2, {}, { signal }));
    transport.last().reject(new Error('boom'));
    await expect(failing.promise).rejects.toThrow('boom');
  });
});
