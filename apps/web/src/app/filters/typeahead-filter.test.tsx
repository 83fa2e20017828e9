import { FakeTransport, ResourceStore, TypeaheadList, type NamedRow } from '@locus/resources';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTypeaheadFilter } from './typeahead-filter';

function setup(value: number | null) {
  const transport = new FakeTransport();
  const store = new ResourceStore<NamedRow>({ transport, type: 'location', accountId: () => 1 });
  const list = new TypeaheadList<NamedRow>({ store });
  const hook = renderHook(({ id }) => useTypeaheadFilter(list, id, vi.fn()), { initialProps: { id: value } });
  return { transport, hook };
}

describe('useTypeaheadFilter', () => {
  it('loads the list when the dropdown first opens, not before', async () => {
    const { transport, hook } = setup(null);
    expect(transport.calls).toHaveLength(0);
    act(() => hook.result.current.onOpen?.());
    expect(transport.last()).toMatchObject({ kind: 'list', path: '/locations' });
    await act(async () => {
      transport
        .last()
        .resolve({
          _embedded: { locations: [{ id: 1, name: 'Harbor Downtown' }] },
          _total: 1,
          _page: 1,
          _total_pages: 1,
        });
    });
    expect(hook.result.current.options).toEqual([{ id: 1, name: 'Harbor Downtown' }]);
    act(() => hook.result.current.onOpen?.());
    expect(transport.calls).toHaveLength(1);
  });

  it('names a location chosen in the URL by fetching it alone', async () => {
    const { transport, hook } = setup(9);
    expect(hook.result.current.selectedName).toBeNull();
    expect(transport.last()).toMatchObject({ kind: 'get', path: '/locations', id: 9 });
    await act(async () => transport.last().resolve({ id: 9, name: 'Harbor Airport' }));
    expect(hook.result.current.selectedName).toBe('Harbor Airport');
    expect(transport.calls.filter((call) => call.kind === 'list')).toHaveLength(0);
  });
});
