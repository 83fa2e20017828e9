/** States and countries come 500 at a time (section 9). */
export const LOOKUP_PAGE_SIZE = 500;
/** Categories: 25 a page, searched 500 ms after the last key (section 9, decision 4). */
export const CATEGORY_PAGE_SIZE = 25;
export const CATEGORY_DEBOUNCE_MS = 500;

export const LOOKUP_MESSAGES = {
  states: 'Unable to load states data at this time. Please reload or try again later.',
  countries: 'Unable to load countries data at this time. Please reload or try again later.',
  categories: 'Unable to fetch categories at this time. Please reload or try again later.',
  category: 'Unable to load category at this time. Please reload or try again later.',
  issues: 'Unable to load issues at this time. Please reload or try again later.',
} as const;

export interface NamedOption {
  id: number;
  name: string;
}

/** The options whose name starts with what was typed, case-insensitively (F5-009). */
export function prefixMatches<T extends NamedOption>(options: readonly T[], typed: string): T[] {
  const prefix = typed.trim().toLowerCase();
  if (!prefix) return [...options];
  return options.filter((option) => option.name.toLowerCase().startsWith(prefix));
}
