import { useStoreValue } from '@locus/resources';
import { printHeading } from '@locus/scoring';
import { useRootStore } from '../../../app/contexts';
import type { LocationPerformancePageStores } from './location-performance-page-stores';

/** The printed sheet's heading from the page's filters and lookup lists (the wording is libs/scoring's). */
export function usePrintHeading({ filters, lists }: LocationPerformancePageStores) {
  const { auth } = useRootStore();
  return useStoreValue(() =>
    printHeading({
      account: auth.account?.name ?? '',
      dateLabel: filters.dateLabel,
      ...filters.range,
      group: { id: filters.groupId, name: (id) => lists.group.nameOf(id) },
      location: { id: filters.locationId, name: (id) => lists.location.nameOf(id) },
      source: { id: filters.sourceId, name: (id) => lists.source.nameOf(id) },
    }),
  );
}
