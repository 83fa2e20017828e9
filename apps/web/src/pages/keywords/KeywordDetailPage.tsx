import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FilterBarSkeleton, KeywordReviewList, KeywordSummaryBar, KeywordTrendChart, PageHeader, TrialExportDialog } from '@locus/design-system';
import { useExport } from '@locus/filters';
import { KEYWORD_REVIEWS_PAGE_SIZE, useKeywordDetail } from '@locus/insights';
import { useNavigate, useParams } from 'react-router';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { KEYWORD_FILTERS, KeywordFilterBar } from './keyword-filter-bar';
import { createKeywordDetailPageStores, type KeywordDetailPageStores } from './keywords-page-stores';

/** /dashboard/keywords/{keyword} (F2-069): the keyword's figures, its monthly trend and the reviews mentioning it. */
export default function KeywordDetailPage() {
  const { keyword = '' } = useParams();
  const stores = useUrlPageStores(createKeywordDetailPageStores);
  // A new keyword is a new page: its stores are built for that keyword.
  return stores && stores.page.keyword === keyword ? (
    <KeywordDetailView stores={stores} />
  ) : (
    <Box>
      <PageHeader title={keyword} />
      <FilterBarSkeleton visible={KEYWORD_FILTERS} />
      <Stack spacing={3} sx={{ mt: 2 }}>
        <KeywordSummaryBar summary={null} />
        <KeywordTrendChart status="loading" error={null} points={[]} />
        <KeywordReviewList
          status="loading"
          error={null}
          emptyText={null}
          reviews={[]}
          page={1}
          totalPages={0}
          onPageChange={() => undefined}
        />
      </Stack>
    </Box>
  );
}

function KeywordDetailView({ stores }: { stores: KeywordDetailPageStores }) {
  const navigate = useNavigate();
  const view = useKeywordDetail(stores.page);
  const exporter = useExport(stores.exporter);
  return (
    <Box>
      <PageHeader
        title={view.keyword}
        back={{ label: 'Keywords', href: view.backHref }}
        onNavigate={(href) => void navigate(href)}
        actions={
          <Button variant="outlined" onClick={view.onExport} disabled={exporter.busy}>
            {exporter.busy ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      <KeywordFilterBar stores={stores} disabled={exporter.busy} />
      <TrialExportDialog
        block={exporter.trialBlock}
        onDismiss={exporter.onDismissTrialBlock}
        onUpgrade={(path) => {
          exporter.onDismissTrialBlock();
          void navigate(path);
        }}
      />
      <Stack spacing={3} sx={{ mt: 2 }}>
        <KeywordSummaryBar summary={view.summary} />
        <KeywordTrendChart
          status={view.status}
          error={view.error}
          points={view.trend}
          onRetry={view.onRetry}
        />
        <KeywordReviewList
          status={view.reviewsStatus}
          error={view.error}
          emptyText={view.reviewsEmptyText}
          reviews={view.reviews}
          page={view.page}
          totalPages={view.totalPages}
          pageSize={KEYWORD_REVIEWS_PAGE_SIZE}
          onPageChange={view.onPageChange}
          onRetry={view.onRetry}
        />
      </Stack>
    </Box>
  );
}
