import { useStoreValue } from '@locus/resources';
import moment from 'moment';
import { useRootStore } from '../../../app/contexts';
import type { LocationPerformancePageStores } from './location-performance-page-stores';

const day = (text: string) => moment(text, 'YYYY-MM-DD').format('MMM D, YYYY');

/** The printed sheet's heading: the account, the period (its label and days) and the other filters, named. */
export function usePrintHeading(stores: LocationPerformancePageStores) {
  const { auth } = useRootStore();
  const { filters, lists } = stores;
  return useStoreValue(() => {
    const { from, to } = filters.range;
    const days = from && to ? `${day(from)} – ${day(to)}` : from ? `From ${day(from)}` : to ? `Until ${day(to)}` : null;
    const named = (label: string, id: number | undefined, nameOf: (id: number) => string | undefined) =>
      id === undefined ? [] : [`${label}: ${nameOf(id) ?? `#${id}`}`];
    return {
      account: auth.account?.name ?? '',
      period: days ? `${filters.dateLabel} (${days})` : filters.dateLabel,
      filters: [
        ...named('Group', filters.groupId, (id) => lists.group.nameOf(id)),
        ...named('Location', filters.locationId, (id) => lists.location.nameOf(id)),
        ...named('Source', filters.sourceId, (id) => lists.source.nameOf(id)),
      ],
    };
  });
}
