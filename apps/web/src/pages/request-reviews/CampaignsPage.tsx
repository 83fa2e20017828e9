import Box from '@mui/material/Box';
import { CampaignReportsTable, DoNotContactManager, FilterBarSkeleton } from '@locus/design-system';
import { requestsPeriod, useCampaignReports, useDoNotContact, type DoNotContactStore } from '@locus/requests';
import { observer } from 'mobx-react-lite';
import { PageFilterBar } from '../../app/filters/page-filter-bar';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { usePageStore } from '../../app/use-page-store';
import { REPORT_FILTERS, createCampaignsPageStores, doNotContactStore, type CampaignsPageStores } from './report-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

/**
 * /request-reviews/campaigns: each campaign's funnel for the filter bar's period (P7-027) and its CSV (P7-079),
 * then the do-not-contact list, whose period does not apply.
 */
export default function CampaignsPage() {
  const stores = useUrlPageStores(createCampaignsPageStores);
  const doNotContact = usePageStore(doNotContactStore);
  return (
    <RequestReviewsFrame routeId="request-reviews-campaigns">
      {stores ? <Campaigns stores={stores} /> : <FilterBarSkeleton visible={REPORT_FILTERS} />}
      <Box sx={{ mt: 4 }}>{doNotContact ? <DoNotContact store={doNotContact} /> : null}</Box>
    </RequestReviewsFrame>
  );
}

const Campaigns = observer(function Campaigns({ stores }: { stores: CampaignsPageStores }) {
  const view = useCampaignReports(stores.report, requestsPeriod(stores.filters));
  return (
    <>
      <PageFilterBar stores={stores} visible={REPORT_FILTERS} />
      <CampaignReportsTable {...view} />
    </>
  );
});

function DoNotContact({ store }: { store: DoNotContactStore }) {
  return <DoNotContactManager {...useDoNotContact(store)} />;
}
