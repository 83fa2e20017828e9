import type { Schemas } from '@locus/api-client';
import { createFakeApi } from '@locus/api-client/testing';
import { FilterStore, createMemoryQueryAdapter } from '@locus/filters';
import { describe, expect, it, vi } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { queryOf, scoringSession, TODAY } from '../testing/fixtures.js';
import { BenchmarkStore } from './benchmark-store.js';

const BENCHMARK: Schemas['Benchmark'] = {
  vertical: 'healthcare', start_date: '2026-01-01', end_date: '2026-03-31', account_count: 3, location_count: 57,
  avg_rating: 4.236, total_reviews: 12.6, response_rate: 0.4567, response_time: 1.5, listings_in_sync: 0.9, media_count: 6.4,
};

function benchmarkStore(features: string[], query: Record<string, string> = {}, reply: Schemas['Benchmark'] = BENCHMARK) {
  const api = createFakeApi({ 'GET /benchmark/{vertical_id}': () => ({ status: 200, body: reply }) });
  const filters = new FilterStore({ adapter: createMemoryQueryAdapter(query), page: 'locationPerformance', now: () => TODAY });
  const store = new BenchmarkStore({ api: createScoringApi(api.client), filters, session: scoringSession(features) });
  return { api, store, calls: () => api.calls('GET /benchmark/{vertical_id}') };
}

describe('BenchmarkStore', () => {
  it('[P7-025] [F9-041] loads the account\'s industry for the report\'s period, in the report\'s formats', async () => {
    const { store, calls } = benchmarkStore(['industry_score'], { dateDescriptor: 'custom', from: '2026-01-01', to: '2026-03-31' });
    await vi.waitFor(() => expect(store.figures).toHaveLength(6));
    expect(calls()[0]?.path).toBe('/benchmark/healthcare');
    expect(queryOf(calls()[0])).toMatchObject({ start_date: '2026-01-01', end_date: '2026-03-31' });
    expect(store.title).toBe('Industry benchmark: Healthcare');
    expect(store.figures.map((f) => f.text)).toEqual(['4.24', '13', '46%', '1.50 days', '90%', '6']);
    expect(store.note).toBe('Across 3 businesses and 57 locations.');
    store.dispose();
  });

  it('[F6-068] asks for nothing without industry_score, or for an account without an industry', async () => {
    const { store, calls } = benchmarkStore([]);
    expect(store.shown).toBe(false);
    const noIndustry = new BenchmarkStore({
      api: createScoringApi(createFakeApi({}).client),
      filters: new FilterStore({ adapter: createMemoryQueryAdapter({}), page: 'locationPerformance', now: () => TODAY }),
      session: { ...scoringSession(['industry_score']), account: {} },
    });
    expect(noIndustry.shown).toBe(false);
    noIndustry.dispose();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls()).toHaveLength(0);
    store.dispose();
  });

  it('says why there are no figures when the industry has too few businesses', async () => {
    const empty = { ...BENCHMARK, account_count: 1, avg_rating: null, total_reviews: null, response_rate: null, response_time: null, listings_in_sync: null, media_count: null };
    const { store } = benchmarkStore(['industry_score'], {}, empty);
    await vi.waitFor(() => expect(store.note).toBe('Not enough businesses in this industry yet to compare with.'));
    expect(store.figures.every((f) => f.text === 'N/A')).toBe(true);
    store.dispose();
  });
});
