import { ApiError } from '@locus/api-client';
import { reaction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../transport/fake-transport.js';
import { isAbortError } from '../transport/abort.js';
import { ResourceStore, type ResourceStoreOptions } from './resource-store.js';

interface Location {
  id: number;
  name: string;
  city?: string;
}

function setup(options: Partial<ResourceStoreOptions> = {}) {
  const transport = new FakeTransport();
  const onError = vi.fn();
  const store = new ResourceStore<Location>({ transport, type: 'location', onError, ...options });
  return { transport, store, onError };
}

const envelope = (rows: Location[], extra: object = {}) => ({
  _embedded: { locations: rows },
  _total: rows.length,
  _total_pages: 1,
  _page: 1,
  ...extra,
});

describe('ResourceStore', () => {
  it('[P7-010] lists with GET on the resource and primes the identity map from the reply', async () => {
    const { transport, store } = setup();
    const pending = store.list({ page: 1 });
    expect(transport.last('list')).toMatchObject({ path: '/locations', query: { page: 1 } });
    transport.last().resolve(
      envelope(
        [
          { id: 1, name: 'Main St' },
          { id: 2, name: 'Elm St' },
        ],
        { _total: 48, _total_pages: 2 },
      ),
    );
    const page = await pending;
    expect(page).toMatchObject({ total: 48, totalPages: 2, page: 1 });
    expect(page.items.map((r) => r.name)).toEqual(['Main St', 'Elm St']);
    expect(store.find(2)).toBe(page.items[1]);
    expect(store.find('2')).toBe(page.items[1]);
  });

  it('[P7-009] list calls carry the signed-in account_id unless the query names one', async () => {
    let accountId: number | undefined = 7;
    const { transport, store } = setup({ accountId: () => accountId });
    void store.list({ page: 1 });
    void store.list({ page: 1, account_id: 9 });
    accountId = undefined;
    void store.list({ page: 2 });
    expect(transport.calls.map((c) => c.query)).toEqual([
      { page: 1, account_id: 7 },
      { page: 1, account_id: 9 },
      { page: 2 },
    ]);
  });

  it('[P7-015] listByAccount adds account_id', () => {
    const { transport, store } = setup();
    void store.listByAccount(12, { keywords: 'x' });
    expect(transport.last('list').query).toEqual({ keywords: 'x', account_id: 12 });
  });

  it('[P7-011] [P7-058] gets one row by id and merges it into the identity map', async () => {
    const { transport, store } = setup();
    const pending = store.get(5);
    expect(transport.last('get')).toMatchObject({ path: '/locations', id: 5 });
    transport.last().resolve({ id: 5, name: 'Oak St' });
    const row = await pending;
    expect(store.find(5)).toBe(row);
    expect(row.name).toBe('Oak St');
  });

  it('upsert merges into the held object, so views keep its identity and see the change', async () => {
    const { transport, store } = setup();
    const held = store.upsert({ id: 1, name: 'Old', city: 'Boston' });
    const seen: string[] = [];
    const stop = reaction(
      () => held.name,
      (name) => seen.push(name),
    );
    const pending = store.list();
    transport.last().resolve(envelope([{ id: 1, name: 'New' }]));
    const page = await pending;
    stop();
    expect(page.items[0]).toBe(held);
    expect(held).toMatchObject({ name: 'New', city: 'Boston' });
    expect(seen).toEqual(['New']);
    expect(store.all).toHaveLength(1);
  });

  it('[P7-012] creates with POST; the created row joins the identity map', async () => {
    const { transport, store } = setup();
    const pending = store.create({ name: 'Pine St' });
    expect(transport.last('create')).toMatchObject({ path: '/locations', body: { name: 'Pine St' } });
    transport.last().resolve({ id: 8, name: 'Pine St' });
    expect(await pending).toBe(store.find(8));
  });

  it('[P7-013] updates with PATCH by id by default, or PUT, merging the reply into the held row', async () => {
    const { transport, store } = setup();
    const held = store.upsert({ id: 3, name: 'A' });
    const patched = store.update(3, { name: 'B' });
    expect(transport.last('update')).toMatchObject({
      path: '/locations',
      id: 3,
      body: { name: 'B' },
      method: 'PATCH',
    });
    transport.last().resolve({ id: 3, name: 'B' });
    expect(await patched).toBe(held);
    expect(held.name).toBe('B');

    const put = store.update(3, { name: 'C' }, { method: 'PUT' });
    expect(transport.last('update').method).toBe('PUT');
    transport.last().resolve(undefined);
    await put;
    expect(held.name).toBe('C');
  });

  it('[P7-014] deletes by id; the row leaves the identity map', async () => {
    const { transport, store } = setup();
    store.upsert({ id: 4, name: 'Gone' });
    const pending = store.delete(4);
    expect(transport.last('remove')).toMatchObject({ path: '/locations', id: 4 });
    expect(store.find(4)).toBeDefined();
    transport.last().resolve(undefined);
    await pending;
    expect(store.find(4)).toBeUndefined();
  });

  it('reads with the same key share one request while it is in flight', async () => {
    const { transport, store } = setup();
    const a = store.list({ keywords: 'oak', page: 1 });
    const b = store.list({ page: 1, keywords: 'oak', group_id: undefined });
    const c = store.get(5);
    const d = store.get('5');
    expect(transport.pending('list')).toHaveLength(1);
    expect(transport.pending('get')).toHaveLength(1);
    expect(store.listKey({ page: 1, keywords: 'oak' })).toBe(store.listKey({ keywords: 'oak', page: 1 }));
    transport.pending('list')[0]?.resolve(envelope([{ id: 1, name: 'Oak St' }]));
    transport.pending('get')[0]?.resolve({ id: 5, name: 'E' });
    const [pa, pb, rc, rd] = await Promise.all([a, b, c, d]);
    expect(pa.items[0]).toBe(pb.items[0]);
    expect(rc).toBe(rd);
    void store.list({ keywords: 'oak', page: 1 });
    expect(transport.calls.filter((x) => x.kind === 'list')).toHaveLength(2);
  });

  it('a read nobody needs any more is aborted, and the abort is not an error', async () => {
    const { transport, store, onError } = setup();
    const controller = new AbortController();
    const pending = store.list({}, { signal: controller.signal });
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    expect(transport.last('list').aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('[P8-001] a failure goes once to the error handler with its context, then rejects', async () => {
    const { transport, store, onError } = setup();
    const a = store.list({}, { errorMessage: 'Error fetching locations' });
    const b = store.list({});
    const failure = new ApiError(500, { error: 'down' });
    transport.last().reject(failure);
    await expect(a).rejects.toBe(failure);
    await expect(b).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, {
      type: 'location',
      method: 'GET',
      path: '/locations',
      message: 'Error fetching locations',
    });

    const del = store.delete(1);
    transport.last().reject(failure);
    await expect(del).rejects.toBe(failure);
    expect(onError).toHaveBeenLastCalledWith(failure, {
      type: 'location',
      method: 'DELETE',
      path: '/locations',
    });
  });

  it('ensure answers from the identity map when the row is held, else fetches it', async () => {
    const { transport, store } = setup();
    const held = store.upsert({ id: 1, name: 'Held' });
    await expect(store.ensure(1)).resolves.toBe(held);
    expect(transport.calls).toHaveLength(0);
    const pending = store.ensure(2);
    transport.last('get').resolve({ id: 2, name: 'Fetched' });
    await expect(pending).resolves.toMatchObject({ name: 'Fetched' });
  });

  it('ensure fetches again a row older than maxAgeMs, or invalidated', async () => {
    let now = 1_000;
    const { transport, store } = setup({ now: () => now });
    const held = store.upsert({ id: 1, name: 'v1' });
    now += 30_000;
    await expect(store.ensure(1, { maxAgeMs: 60_000 })).resolves.toBe(held);
    expect(transport.calls).toHaveLength(0);
    now += 31_000;
    expect(store.isStale(1, 60_000)).toBe(true);
    const refetch = store.ensure(1, { maxAgeMs: 60_000 });
    transport.last('get').resolve({ id: 1, name: 'v2' });
    await expect(refetch).resolves.toBe(held);
    expect(held.name).toBe('v2');
    expect(store.isStale(1, 60_000)).toBe(false);

    store.invalidate(1);
    void store.ensure(1);
    expect(transport.calls).toHaveLength(2);
  });

  it('[P3-055] read() returns a reply that is not a list as sent (import_locations/count)', async () => {
    const transport = new FakeTransport();
    const store = new ResourceStore<{ id: number }>({
      transport,
      type: 'importLocationCount',
      accountId: () => 2,
    });
    const pending = store.read<{ count: number }>();
    expect(transport.last()).toMatchObject({
      kind: 'list',
      path: '/import_locations/count',
      query: { account_id: 2 },
    });
    transport.last().resolve({ count: 12 });
    await expect(pending).resolves.toEqual({ count: 12 });
  });

  it('clear empties the identity map', () => {
    const { store } = setup();
    store.upsert({ id: 1, name: 'x' });
    store.clear();
    expect(store.all).toEqual([]);
  });
});
