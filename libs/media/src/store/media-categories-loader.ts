import type { Schemas } from '@locus/api-client';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { PHOTO_MESSAGES } from '../model/messages.js';
import type { MediaApi } from '../ports/media-api.js';

/** The photo categories (F7-037), 25 a page: the wizard's Assign Category choices, read while `wanted()`. */
export function mediaCategoriesLoader(
  api: MediaApi,
  scheduler?: Scheduler,
  wanted: () => boolean = () => true,
): GenericLoader<number, Schemas['MediaCategoryList']> {
  return new GenericLoader<number, Schemas['MediaCategoryList']>({
    params: () => (wanted() ? 1 : 0),
    skip: (page) => page === 0,
    debounceMs: 0,
    scheduler,
    errorMessage: PHOTO_MESSAGES.categoriesFailed,
    load: (page, signal) => api.categories(page, 25, signal),
  });
}
