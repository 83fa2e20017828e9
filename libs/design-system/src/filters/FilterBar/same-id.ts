import type { FilterId } from './filter-bar-model.js';

/** Whether a list's value is this option: ids compare as text (the URL gives strings for numeric ids). */
export const sameId = (a: FilterId | null | undefined, b: FilterId) => a != null && String(a) === String(b);
