import { FilterBarSkeleton, RequestHistoryTable } from '@locus/design-system';
import { requestsPeriod, useRequestHistory } from '@locus/requests';
import { observer } from 'mobx-react-lite';
import { PageFilterBar } from '../../app/filters/page-filter-bar';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { REPORT_FILTERS, createHistoryPageStores, type HistoryPageStores } from './report-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

/** /request-reviews/history: every review request of the filter bar's period, with its outcome. */
export default function HistoryPage() {
  const stores = useUrlPageStores(createHistoryPageStores);
  return (
    <RequestReviewsFrame routeId="request-reviews-history">
      {stores ? <History stores={stores} /> : <FilterBarSkeleton visible={REPORT_FILTERS} />}
    </RequestReviewsFrame>
  );
}

const History = observer(function History({ stores }: { stores: HistoryPageStores }) {
  const view = useRequestHistory(stores.report, requestsPeriod(stores.filters));
  return (
    <>
      <PageFilterBar stores={stores} visible={REPORT_FILTERS} />
      <RequestHistoryTable {...view} />
    </>
  );
});
