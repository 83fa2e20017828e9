import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ExperienceCategories, FilterBarSkeleton, KeywordGrid, PageHeader, TrialExportDialog } from '@locus/design-system';
import {
  INSIGHTS_SETTINGS,
  KEYWORD_SORT_KEY,
  KEYWORDS_HEADING,
  keywordSortOptions,
  readKeywordSort,
  useKeywordsPage,
} from '@locus/insights';
import { useLocation, useNavigate } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { KEYWORD_FILTERS, KeywordFilterBar } from './keyword-filter-bar';
import { createKeywordsPageStores, type KeywordsPageStores } from './keywords-page-stores';
import { useOpenLink } from './use-open-link';

/** /dashboard/keywords (F2-065, F2-066): filter bar, experience categories, sort dropdown and keyword grid. */
export default function KeywordsPage() {
  const stores = useUrlPageStores(createKeywordsPageStores);
  const { auth } = useRootStore();
  const sort = readKeywordSort(new URLSearchParams(useLocation().search).get(KEYWORD_SORT_KEY) ?? undefined);
  return stores ? (
    <KeywordsView stores={stores} />
  ) : (
    // The loaded page's layout in placeholders of the final size: the categories only where they will show (F6-036).
    <Box>
      <PageHeader title={KEYWORDS_HEADING} />
      <FilterBarSkeleton visible={KEYWORD_FILTERS} />
      <Stack spacing={3} sx={{ mt: 2 }}>
        {auth.isFeatureEnabled(INSIGHTS_SETTINGS.experienceAnalysis) ? (
          <ExperienceCategories status="loading" error={null} blocks={[]} onOpen={() => undefined} />
        ) : null}
        <KeywordGrid
          status="loading"
          error={null}
          emptyText={null}
          rows={[]}
          sortOptions={keywordSortOptions(sort)}
          onSort={() => undefined}
          onExport={() => undefined}
          onOpen={() => undefined}
        />
      </Stack>
    </Box>
  );
}

function KeywordsView({ stores }: { stores: KeywordsPageStores }) {
  const navigate = useNavigate();
  const onOpen = useOpenLink();
  const view = useKeywordsPage(stores.page);
  return (
    <Box>
      <PageHeader title={view.heading} />
      <KeywordFilterBar stores={stores} disabled={view.exporting} />
      <TrialExportDialog
        block={view.trialBlock}
        onDismiss={view.onDismissTrialBlock}
        onUpgrade={(path) => {
          view.onDismissTrialBlock();
          void navigate(path);
        }}
      />
      <Stack spacing={3} sx={{ mt: 2 }}>
        {view.categories ? (
          <ExperienceCategories
            status={view.categories.status}
            error={view.categories.error}
            blocks={view.categories.blocks}
            onOpen={onOpen}
            onRetry={view.onRetry}
          />
        ) : null}
        <KeywordGrid
          status={view.status}
          error={view.error}
          emptyText={view.emptyText}
          rows={view.rows}
          sortOptions={view.sortOptions}
          exporting={view.exporting}
          onSort={view.onSort}
          onExport={view.onExport}
          onOpen={onOpen}
          onRetry={view.onRetry}
        />
      </Stack>
    </Box>
  );
}
