import { TypeaheadList, type NamedRow, type ResourceStores, type TypeaheadType } from '@locus/resources';

/** The bar's group, location and source lists, over the root store's resource stores. */
export interface FilterLists {
  group: TypeaheadList<NamedRow>;
  location: TypeaheadList<NamedRow>;
  source: TypeaheadList<NamedRow>;
  dispose(): void;
}

export function createFilterLists(resources: ResourceStores): FilterLists {
  const list = (type: TypeaheadType) => new TypeaheadList<NamedRow>({ store: resources.of<NamedRow>(type) });
  const lists = { group: list('group'), location: list('location'), source: list('source') };
  return {
    ...lists,
    dispose: () => Object.values(lists).forEach((l) => l.dispose()),
  };
}
