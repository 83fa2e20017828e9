import type { Schemas } from '@locus/api-client';
import { createFakeApi, failure, type FakeReply } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { PRINT_EVENT } from '../model/print.js';
import { locationRow, queryOf, scoringFilters, scoringSession } from '../testing/fixtures.js';
import type { TrackProperties } from '../ports/tracker.js';
import { PerformancePrintStore } from './performance-print-store.js';
import { PerformanceReportStore } from './performance-report-store.js';

type Reply = FakeReply<'GET /location_performance_overview'>;

/** A page of the report as the server links it: `next` only while pages remain. */
function linkedPage(page: number, pages: number, rows: Schemas['LocationPerformanceRow'][], nextHref?: string): Reply {
  const href = (p: number) => ({ href: `/location_performance_overview?per_page=250&page=${p}` });
  return {
    status: 200,
    body: {
      _embedded: { location_performance_overview: rows }, _total: pages * rows.length, _total_pages: pages, _page: page,
      _links: { self: href(page), ...(page < pages ? { next: nextHref ? { href: nextHref } : href(page + 1) } : {}) },
    },
  };
}

function setup(answer: (page: number) => Reply | Promise<Reply>, query: Record<string, string> = {}) {
  const api = createFakeApi({
    'GET /location_performance_overview': ({ query: q }) =>
      q.get('per_page') === '250' ? answer(Number(q.get('page'))) : linkedPage(1, 1, [locationRow(1)]),
  });
  const events: { event: string; properties: TrackProperties }[] = [];
  const notifier = recordingNotifier();
  const scoring = createScoringApi(api.client);
  const report = new PerformanceReportStore({ api: scoring, filters: scoringFilters('locationPerformance', query), session: scoringSession(), notifier });
  const print = new PerformancePrintStore({ api: scoring, report, notifier, tracker: { track: (event, properties) => events.push({ event, properties }) } });
  const printCalls = () => api.calls('GET /location_performance_overview').filter((c) => c.query.get('per_page') === '250');
  return { api, report, print, events, notifier, printCalls };
}

const rowsOfPage = (page: number) => [locationRow(page * 10 + 1), locationRow(page * 10 + 2)];

describe('PerformancePrintStore', () => {
  it('[F7-057] [F9-030] [F7-051] fetches every page at 250 following _links.next, with the report\'s query, in order', async () => {
    const { print, report, printCalls } = setup((page) => linkedPage(page, 3, rowsOfPage(page)), {
      from: '2026-01-01', to: '2026-03-31', dateDescriptor: 'custom', sortBy: 'avg_rating', sortOrder: 'asc',
    });
    const started = print.start();
    expect(print.status).toBe('loading');
    await started;
    expect(print.status).toBe('ready');
    expect(printCalls().map((c) => queryOf(c))).toEqual([1, 2, 3].map((page) => ({
      account_id: '10', start_date: '2026-01-01', end_date: '2026-03-31', page: String(page), per_page: '250', with_lag: 'false',
      group_by: 'location', 'sort[by]': 'avg_rating', 'sort[order]': 'asc',
    })));
    expect(print.rows.map((r) => r.name)).toEqual(['Office 11', 'Office 12', 'Office 21', 'Office 22', 'Office 31', 'Office 32']);
    expect(print.progress).toEqual({ loaded: 6, total: 6 });
    print.finish();
    expect([print.status, print.rows.length]).toEqual(['idle', 0]);
    report.dispose();
  });

  it('[F7-057] follows the page the next link names, and stops at a link that goes nowhere new', async () => {
    const { print, printCalls, report } = setup((page) =>
      linkedPage(page, 9, rowsOfPage(page), page === 1 ? '/location_performance_overview?page=4&per_page=250' : '/location_performance_overview?page=2'),
    );
    await print.start();
    expect(printCalls().map((c) => c.query.get('page'))).toEqual(['1', '4']);
    expect(print.status).toBe('ready');
    report.dispose();
  });

  it('[F7-058] records the print click with the view and the period', async () => {
    const { print, events, report } = setup((page) => linkedPage(page, 1, rowsOfPage(page)), { from: '2026-01-01', to: '2026-03-31', dateDescriptor: 'custom' });
    await print.start();
    expect(events).toEqual([{ event: PRINT_EVENT, properties: { view: 'locations', start_date: '2026-01-01', end_date: '2026-03-31', sort: 'ranking' } }]);
    report.dispose();
  });

  it('cancels: the page in flight is dropped and no further page is asked for', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const { print, printCalls, report } = setup((page) =>
      page === 1 ? linkedPage(1, 3, rowsOfPage(1)) : new Promise<Reply>((resolve) => (release = resolve)),
    );
    const started = print.start();
    await vi.waitFor(() => expect(printCalls()).toHaveLength(2));
    expect(print.progress.loaded).toBe(2);
    print.cancel();
    release(linkedPage(2, 3, rowsOfPage(2)));
    await started;
    expect([print.status, print.rows.length, printCalls().length]).toEqual(['idle', 0, 2]);
    report.dispose();
  });

  it('a failed page ends in the error state with an alert; printing again starts over', async () => {
    let fail = true;
    const { print, notifier, report } = setup((page) => (page === 2 && fail ? failure(500, 'Boom') : linkedPage(page, 2, rowsOfPage(page))));
    await print.start();
    expect(print.status).toBe('error');
    expect(notifier.notes.at(-1)).toMatchObject({ level: 'alert', message: 'There was an error preparing the report for printing. Please try again.' });
    fail = false;
    await print.start();
    expect([print.status, print.rows.length]).toEqual(['ready', 4]);
    report.dispose();
  });
});
