import { dateRange, isDateDescriptor } from './date-ranges.js';
import type { QueryValues } from './query.js';

/** What a saved filter stores (P3-015): the URL's filters under their own names. */
export interface SavedFilterConfig {
  dateDescriptor?: string;
  /** Only for a custom range (P3-016). */
  from?: string;
  to?: string;
  group?: string;
  location?: string;
  source?: string;
  rating?: string;
  sentiment?: string;
  category?: string;
  /** The reviews page's workflow statuses and tags, comma-joined as in the URL. */
  reviewStatus?: string;
  tag?: string;
}

/** URL key → config key; dates are handled on their own (P3-016). */
const CONFIG_KEYS = {
  groupId: 'group',
  locationId: 'location',
  sourceId: 'source',
  rating: 'rating',
  sentiment: 'sentiment',
  category: 'category',
  reviewStatus: 'reviewStatus',
  tag: 'tag',
} as const satisfies Record<string, keyof SavedFilterConfig>;

/** The filter state a saved filter replaces when applied with prune (dates, places, paging, search). */
export const SAVED_FILTER_QUERY_KEYS = [
  'from', 'to', 'dateDescriptor', 'groupId', 'locationId', 'sourceId', 'rating', 'sentiment', 'category',
  'reviewStatus', 'tag', 'savedFilterId', 'before', 'after', 'page', 'search_terms',
] as const;

/** The config of the current URL; from and to only when the range is custom (P3-016). */
export function configFromQuery(query: QueryValues, dateDescriptor: string): SavedFilterConfig {
  const config: SavedFilterConfig = { dateDescriptor };
  if (dateDescriptor === 'custom') {
    if (query['from']) config.from = query['from'];
    if (query['to']) config.to = query['to'];
  }
  for (const [urlKey, configKey] of Object.entries(CONFIG_KEYS)) if (query[urlKey]) config[configKey] = query[urlKey];
  return config;
}

/** A config as URL keys; a preset's days are computed from today so the URL shows the real range. */
export function queryFromConfig(config: SavedFilterConfig, now: Date): Record<string, string> {
  const query: Record<string, string> = {};
  const descriptor = config.dateDescriptor;
  if (isDateDescriptor(descriptor)) {
    const range = dateRange(descriptor, now, { from: config.from ?? null, to: config.to ?? null });
    query['dateDescriptor'] = descriptor;
    if (range.from) query['from'] = range.from;
    if (range.to) query['to'] = range.to;
  }
  for (const [urlKey, configKey] of Object.entries(CONFIG_KEYS)) {
    const value = config[configKey];
    if (typeof value === 'string' && value) query[urlKey] = value;
    else if (typeof value === 'number') query[urlKey] = String(value);
  }
  return query;
}

/** A stored config is usable when it is an object (the server stores whatever it was given). */
export function isSavedFilterConfig(value: unknown): value is SavedFilterConfig {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
