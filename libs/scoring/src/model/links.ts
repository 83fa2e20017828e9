import { carryOver, toSearch, type QueryValues } from '@locus/filters';
import type { BreakdownKind, PerformanceRow } from '../ports/scoring-api.js';
import { REPORT_KEYS } from './report-query.js';

export const DASHBOARD_PATH = '/dashboard';
export const REVIEWS_PATH = '/reviews';
/** F2-040 */
export const PERFORMANCE_PATH = '/dashboard/locations';
/** F2-046, F2-047 */
export const TARGET_SCORE_PATH = '/settings/target-score';
/** F2-049 */
export const ADD_GROUP_PATH = '/settings/groups/new';

/** F2-048: the state the Target Score links carry, pointing back to the report. */
export const TARGET_SCORE_BACK = { path: PERFORMANCE_PATH, label: 'Location Performance' } as const;

const DATE_KEYS = ['from', 'to', 'dateDescriptor'] as const;

/** F2-044, F2-045: a row opens the dashboard with the date filters and the row's location (or group). */
export function rowHref(row: Pick<PerformanceRow, 'kind' | 'id'>, query: QueryValues): string {
  const next: Record<string, string> = {};
  for (const key of DATE_KEYS) if (query[key]) next[key] = query[key];
  next[row.kind === 'group' ? 'groupId' : 'locationId'] = String(row.id);
  return `${DASHBOARD_PATH}?${toSearch(next)}`;
}

const withSearch = (path: string, query: QueryValues) => {
  const search = toSearch(query);
  return search ? `${path}?${search}` : path;
};

/**
 * A dashboard breakdown row opens Location Performance with the shared filters (P2-118) narrowed to it: a
 * location's row to that location, a group's to the group's locations.
 */
export function reportHref(row: { kind: BreakdownKind; id: number }, query: QueryValues): string {
  const next: Record<string, string> = carryOver(query, 'locations');
  if (row.kind === 'group') {
    delete next['locationId'];
    next['groupId'] = String(row.id);
  } else {
    next['locationId'] = String(row.id);
  }
  return withSearch(PERFORMANCE_PATH, next);
}

/** Location Performance with the shared filters (P2-118), in the groups view for a group breakdown (F2-043). */
export function performanceHref(query: QueryValues, kind: BreakdownKind): string {
  const next: Record<string, string> = carryOver(query, 'locations');
  if (kind === 'group') {
    delete next['locationId'];
    next[REPORT_KEYS.view] = 'groups';
  }
  return withSearch(PERFORMANCE_PATH, next);
}

/** The reviews list with the dashboard's filters (P2-118). */
export const reviewsHref = (query: QueryValues): string => withSearch(REVIEWS_PATH, carryOver(query, 'reviews'));

/**
 * Where the target score page goes back to after a save or a cancel: the prior route its link carried (a path of
 * the app), else the report.
 */
export function targetScoreBack(state: unknown): { path: string; label: string } {
  if (typeof state === 'object' && state !== null) {
    const { path, label } = state as { path?: unknown; label?: unknown };
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && typeof label === 'string') return { path, label };
  }
  return TARGET_SCORE_BACK;
}
