/**
 * The Location Performance CSV downloads (F7-059 to F7-061, P7-079, P7-082 to P7-084): the report's rows for
 * the filters as a file, built by performance-csv.ts like the exports of the same rows. A download is an
 * export, so the trial rule (F6-059) holds, and the variant's and view's flags (F6-068) as on the report.
 */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { listAccountId } from '../../http/tenant.js';
import type { Values } from '../../http/query-values.js';
import { csvStream } from '../../jobs/csv.js';
import { assertExportAllowed } from '../accounts/account-settings.js';
import { csvQuery, csvSettings, performanceCsv } from './performance-csv.js';
import type { PerformanceGroupBy } from './performance-rows.js';
import { readScope, requireSetting } from './scoring-request.js';
import { allowedLocationIds } from '../../http/location-scope.js';

type CsvOperation = 'exportLocationPerformanceCsv' | 'exportLocationScoresCsv' | 'exportGroupScoresCsv' | 'exportLocationMetricsCsv' | 'exportGroupMetricsCsv';

/** The scores files are the new score's columns, rank 1 first, whatever the query says. */
const SCORES: Values = { variant: 'new', 'sort[by]': 'ranking', 'sort[order]': 'desc', with_lag: false };

function csvDownload(name: string, groupBy?: PerformanceGroupBy, fixed: Values = {}) {
  return async (ctx: OperationContext<CsvOperation>) => {
    const accountId = listAccountId(ctx);
    const now = ctx.services.now();
    const query = await csvQuery(ctx.db, { ...ctx.query, ...fixed }, accountId, now, groupBy, allowedLocationIds(ctx));
    await assertExportAllowed(ctx.db, accountId);
    for (const code of csvSettings(query)) await requireSetting(ctx, accountId, code, `The ${code} setting`);
    await readScope(ctx, accountId, ctx.query);
    const { header, rows } = await performanceCsv(ctx.db, query);
    const csv = csvStream(header, (async function* once() { yield rows; })());
    ctx.reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`);
    return csv.stream;
  };
}

export const performanceCsvHandlers = {
  exportLocationPerformanceCsv: csvDownload('location-performance'),
  exportLocationScoresCsv: csvDownload('location-scores', 'location', SCORES),
  exportGroupScoresCsv: csvDownload('group-scores', 'group', SCORES),
  exportLocationMetricsCsv: csvDownload('location-metrics', 'location'),
  exportGroupMetricsCsv: csvDownload('group-metrics', 'group'),
} satisfies HandlerMap;
