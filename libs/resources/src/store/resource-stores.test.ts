import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../transport/fake-transport.js';
import { ResourceStores } from './resource-stores.js';

describe('ResourceStores', () => {
  it('gives one store per resource type, on its path', () => {
    const stores = new ResourceStores({ transport: new FakeTransport() });
    const groups = stores.of('group');
    expect(stores.of('group')).toBe(groups);
    expect(groups.path).toBe('/groups');
    expect(stores.of('importLocationCount').path).toBe('/import_locations/count');
  });

  it('shares the account and the request pool between its stores', () => {
    const transport = new FakeTransport();
    const stores = new ResourceStores({ transport, accountId: () => 3 });
    void stores.of('tag').list();
    void stores.of('tag').list();
    expect(transport.calls).toHaveLength(1);
    expect(transport.last().query).toEqual({ account_id: 3 });
  });

  it('clear empties every store', () => {
    const stores = new ResourceStores({ transport: new FakeTransport() });
    stores.of('tag').upsert({ id: 1 });
    stores.of('group').upsert({ id: 1 });
    stores.clear();
    expect(stores.of('tag').all).toEqual([]);
    expect(stores.of('group').all).toEqual([]);
  });
});
