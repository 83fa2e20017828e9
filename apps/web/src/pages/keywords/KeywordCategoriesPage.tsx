import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  ExperienceCategories,
  FilterBarSkeleton,
  KeywordGrid,
  PageHeader,
  TableSkeleton,
} from '@locus/design-system';
import { CATEGORIES_HEADING, useKeywordCategories } from '@locus/insights';
import { useNavigate } from 'react-router';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { KEYWORD_FILTERS, KeywordFilterBar } from './keyword-filter-bar';
import { createKeywordCategoriesPageStores, type KeywordCategoriesPageStores } from './keywords-page-stores';
import { useOpenLink } from './use-open-link';

/** /dashboard/keywords/categories?category=staff (F2-068): every category's block and the chosen one's keywords. */
export default function KeywordCategoriesPage() {
  const stores = useUrlPageStores(createKeywordCategoriesPageStores);
  return stores ? (
    <KeywordCategoriesView stores={stores} />
  ) : (
    <Box>
      <PageHeader title={CATEGORIES_HEADING} />
      <FilterBarSkeleton visible={KEYWORD_FILTERS} />
      <Stack spacing={3} sx={{ mt: 2 }}>
        <ExperienceCategories status="loading" error={null} blocks={[]} onOpen={() => undefined} />
        <TableSkeleton label="Loading keywords" rows={10} columns={5} />
      </Stack>
    </Box>
  );
}

function KeywordCategoriesView({ stores }: { stores: KeywordCategoriesPageStores }) {
  const navigate = useNavigate();
  const onOpen = useOpenLink();
  const view = useKeywordCategories(stores.page);
  return (
    <Box>
      <PageHeader
        title={view.heading}
        back={{ label: 'Keywords', href: view.backHref }}
        onNavigate={(href) => void navigate(href)}
      />
      <KeywordFilterBar stores={stores} />
      <Stack spacing={3} sx={{ mt: 2 }}>
        <ExperienceCategories
          status={view.status}
          error={view.error}
          blocks={view.blocks}
          onOpen={onOpen}
          onRetry={view.onRetry}
        />
        {view.category ? (
          <KeywordGrid
            status={view.keywordsStatus}
            error={view.keywordsError}
            emptyText={view.emptyText}
            rows={view.rows}
            // The chosen category's keywords, most mentioned first: no sort dropdown and no export here.
            onOpen={onOpen}
            onRetry={view.onRetry}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
