import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CardSkeleton, ExperienceCategories, FilterBarSkeleton, KeywordGrid, PageHeader, TableSkeleton } from '@locus/design-system';
import { KEYWORDS_HEADING, useKeywordsPage } from '@locus/insights';
import { useNavigate } from 'react-router';
import { TrialExportDialog } from '../../features/filters/TrialExportDialog';
import { useUrlPageStores } from '../../features/filters/use-url-page-stores';
import { KEYWORD_FILTERS, KeywordFilterBar } from './keyword-filter-bar';
import { createKeywordsPageStores, type KeywordsPageStores } from './keywords-page-stores';
import { useOpenLink } from './use-open-link';

/** /dashboard/keywords (F2-065, F2-066): filter bar, experience categories, sort dropdown and keyword grid. */
export default function KeywordsPage() {
  const stores = useUrlPageStores(createKeywordsPageStores);
  return stores ? (
    <KeywordsView stores={stores} />
  ) : (
    // The loaded page's layout in placeholders of the final size.
    <Box>
      <PageHeader title={KEYWORDS_HEADING} />
      <FilterBarSkeleton visible={KEYWORD_FILTERS} />
      <Stack spacing={3} sx={{ mt: 2 }}>
        <CardSkeleton label="Loading experience categories" count={4} />
        <TableSkeleton label="Loading keywords" rows={10} columns={5} />
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
