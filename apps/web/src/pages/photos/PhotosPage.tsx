import Box from '@mui/material/Box';
import { useStoreValue } from '@locus/resources';
import { FilterBar, ListSkeleton, PageHeader, PhotoGrid, PhotoLightbox } from '@locus/design-system';
import { useFilters } from '@locus/filters';
import { PHOTO_TYPE_OPTIONS, useLightbox, usePhotoGallery, useViewportWidth } from '@locus/media';
import { dateFilterModel } from '../../app/filters/date-filter-model';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { createPhotosPageStores, type PhotosPageStores } from './photos-page-stores';

/** /photos: the account's photos of every location under the shared filter bar, paged, with the lightbox. */
export default function PhotosPage() {
  const stores = useUrlPageStores(createPhotosPageStores);
  return (
    <Box>
      <PageHeader title="Photos" />
      {stores ? <PhotosView stores={stores} /> : <ListSkeleton label="Loading photos" />}
    </Box>
  );
}

function PhotosView({ stores }: { stores: PhotosPageStores }) {
  const { filters, lists } = stores;
  const bar = useFilters(filters);
  const group = useTypeaheadFilter(lists.group, bar.groupId, bar.onGroupChange);
  const location = useTypeaheadFilter(lists.location, bar.locationId, bar.onLocationChange);
  const source = useTypeaheadFilter(lists.source, bar.sourceId, bar.onSourceChange);
  const type = useStoreValue(() => filters.query['type'] ?? null);
  const gallery = usePhotoGallery(stores.gallery);
  const lightbox = useLightbox(stores.lightbox, useViewportWidth());
  const open = lightbox.index === null ? null : (gallery.tiles[lightbox.index] ?? null);

  return (
    <>
      <FilterBar
        visible={['date', 'group', 'location', 'source', 'rating', 'type']}
        date={dateFilterModel(bar)}
        group={group}
        location={location}
        source={source}
        rating={{ options: bar.ratingOptions, onToggle: bar.onRatingToggle }}
        type={{
          options: PHOTO_TYPE_OPTIONS,
          value: type,
          onChange: (id) => filters.change({ type: id === undefined ? undefined : String(id) }),
        }}
      />
      <Box sx={{ mt: 2 }}>
        <PhotoGrid
          title="Gallery"
          tiles={gallery.tiles}
          status={gallery.status}
          error={gallery.error}
          canUpload={false}
          canDelete={false}
          page={gallery.page}
          totalPages={gallery.totalPages}
          onPageChange={gallery.onPageChange}
          onOpen={lightbox.onOpen}
          onDelete={() => undefined}
          onAdd={() => undefined}
        />
      </Box>
      <PhotoLightbox
        open={lightbox.isOpen}
        photo={open}
        layout={lightbox.layout}
        onClose={lightbox.onClose}
        onNext={lightbox.onNext}
        onPrevious={lightbox.onPrevious}
      />
    </>
  );
}
