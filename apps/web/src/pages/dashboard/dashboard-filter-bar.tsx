import type { FilterBarKey } from '@locus/design-system';
import { PageFilterBar } from '../../app/filters/page-filter-bar';
import type { FilterPageStores } from '../../app/filters/filter-page-stores';

/** The filters of the dashboard and of Location Performance (P2-104, F2-041). */
export const DASHBOARD_FILTERS: readonly FilterBarKey[] = ['date', 'group', 'location', 'source'];

/** The bar of the dashboard pages: date, group, location and source over the URL. */
export function DashboardFilterBar({ stores }: { stores: FilterPageStores }) {
  return <PageFilterBar stores={stores} visible={DASHBOARD_FILTERS} />;
}
