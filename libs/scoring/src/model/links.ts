import { toSearch, type QueryValues } from '@locus/filters';
import type { PerformanceRow } from '../ports/scoring-api.js';

export const DASHBOARD_PATH = '/dashboard';
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
