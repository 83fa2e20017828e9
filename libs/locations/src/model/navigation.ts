export const LOCATIONS_PATH = '/settings/locations';
export const NEW_LOCATION_PATH = '/settings/locations/new';
export const GROUPS_PATH = '/settings/groups';
export const NEW_GROUP_PATH = '/settings/groups/new';

/** The list query a location link carries (F2-013). */
export const LIST_QUERY_KEYS = ['sort[by]', 'sort[order]', 'keywords', 'search_type', 'page', 'per_page', 'group_id'] as const;
/** What the return after a delete keeps (F2-010). */
export const DELETE_RETURN_KEYS = ['sort[by]', 'sort[order]', 'groupId', 'keywords'] as const;

type Query = Readonly<Record<string, string | undefined>>;

function withKeys(path: string, query: Query, keys: readonly string[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** /settings/locations/{id}/details with the list's query (F2-001, F2-013, F2-016), and fromLL kept (F2-003). */
export function detailPath(id: number, query: Query = {}, options: { withEdit?: boolean } = {}): string {
  const extra: Record<string, string> = {};
  if (options.withEdit) extra['withEdit'] = 'true';
  if (query['fromLL'] === 'true') extra['fromLL'] = 'true';
  return withKeys(`${LOCATIONS_PATH}/${id}/details`, query, LIST_QUERY_KEYS, extra);
}

/** A group's edit page. */
export function groupEditPath(id: number): string {
  return `${GROUPS_PATH}/${id}/edit`;
}

/** After creating: the group step with group permission (F2-014), otherwise the list (F2-015). */
export function afterCreatePath(id: number, hasGroupPermission: boolean): string {
  return hasGroupPermission ? `${LOCATIONS_PATH}/new/${id}/groups` : LOCATIONS_PATH;
}

/** After a delete: the list with sort, group and keywords (F2-010). */
export function afterDeletePath(query: Query): string {
  const mapped: Record<string, string | undefined> = { ...query, groupId: query['groupId'] ?? query['group_id'] };
  return withKeys(LOCATIONS_PATH, mapped, DELETE_RETURN_KEYS);
}

/** The list's own URL, for links back to it. */
export function listPath(query: Query): string {
  return withKeys(LOCATIONS_PATH, query, LIST_QUERY_KEYS);
}

/** Create Widget on the detail page: the Location Information widget for this location (F2-059, F2-060). */
export function createWidgetPath(locationId: number, fromPage: string): string {
  const params = new URLSearchParams({ fromPage, location_id: String(locationId) });
  return `/amplify/widgets/create/location_info?${params.toString()}`;
}

const SORT_FIELDS = ['name', 'city', 'state', 'zipcode', 'external_id'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The list's state as its URL carries it (LIST_QUERY_KEYS); what a key does not say keeps its default. */
export interface ListUrlQuery {
  sortBy?: SortField;
  sortOrder?: 'asc' | 'desc';
  keywords?: string;
  groupId?: number | null;
  page?: number;
  perPage?: number;
}

const positiveInt = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads the list's URL query; unknown or malformed values are dropped, not guessed. */
export function listQueryFromUrl(query: Query): ListUrlQuery {
  const read: ListUrlQuery = {};
  const sortBy = query['sort[by]'];
  if (sortBy && (SORT_FIELDS as readonly string[]).includes(sortBy)) read.sortBy = sortBy as SortField;
  const order = query['sort[order]'];
  if (order === 'asc' || order === 'desc') read.sortOrder = order;
  read.keywords = query['keywords']?.trim() ?? '';
  read.groupId = positiveInt(query['group_id'] ?? query['groupId']) ?? null;
  const page = positiveInt(query['page']);
  if (page) read.page = page;
  const perPage = positiveInt(query['per_page']);
  if (perPage) read.perPage = perPage;
  return read;
}

/** Writes the list's state as its URL query (every key of LIST_QUERY_KEYS it has a value for). */
export function listQueryToUrl(query: Required<ListUrlQuery>): Record<string, string> {
  const url: Record<string, string> = { 'sort[by]': query.sortBy, 'sort[order]': query.sortOrder };
  if (query.keywords) {
    url['keywords'] = query.keywords;
    url['search_type'] = 'typeahead';
  }
  url['page'] = String(query.page);
  url['per_page'] = String(query.perPage);
  if (query.groupId !== null) url['group_id'] = String(query.groupId);
  return url;
}
