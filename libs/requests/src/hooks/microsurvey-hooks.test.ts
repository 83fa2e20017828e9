// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMicrosurveysApi } from '../api/microsurveys-api.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import { MicrosurveySummaryStore } from '../store/microsurvey-summary-store.js';
import { MicrosurveysStore } from '../store/microsurveys-store.js';
import {
  microsurveyFixture,
  microsurveyResponseFixture,
  microsurveySummaryFixture,
} from '../testing/microsurvey-fixtures.js';
import { halPage } from '../testing/request-history-fixtures.js';
import { useMicrosurveyEditor } from './use-microsurvey-editor.js';
import { useMicrosurveySummary } from './use-microsurvey-summary.js';
import { useMicrosurveys } from './use-microsurveys.js';

const fake = () =>
  createFakeApi({
    'GET /microsurveys': { status: 200, body: halPage('microsurveys', [microsurveyFixture()]) },
    'GET /microsurveys/{id}': { status: 200, body: microsurveyFixture() },
    'GET /microsurveys/{id}/summary': { status: 200, body: microsurveySummaryFixture() },
    'GET /microsurveys/{id}/responses': { status: 200, body: halPage('microsurvey_responses', [microsurveyResponseFixture()]) },
  });

describe('microsurvey hooks', () => {
  it('load the list and follow the editor', async () => {
    const api = fake();
    const store = new MicrosurveysStore({
      api: createMicrosurveysApi(api.client, 3),
      notifier: recordingNotifier(),
      origin: () => 'https://app.example.com',
      copyText: () => Promise.resolve(),
      openSummaries: () => undefined,
      canEdit: true,
      canDelete: true,
    });
    const list = renderHook(() => useMicrosurveys(store));
    await waitFor(() => expect(list.result.current.status).toBe('ready'));
    expect(list.result.current.rows[0]?.name).toBe('After your visit');
    const editor = renderHook(() => useMicrosurveyEditor(store.editor));
    act(() => list.result.current.onEdit(7));
    expect(editor.result.current).toMatchObject({ open: true, mode: 'edit' });
  });

  it('read the summary of the period given, again when it changes', async () => {
    const api = fake();
    const store = new MicrosurveySummaryStore({ api: createMicrosurveysApi(api.client, 3), id: 7 });
    const period: RequestsPeriod = { startDate: '2026-11-01', endDate: '2026-11-28', locationId: null, groupId: null };
    const hook = renderHook((p: RequestsPeriod) => useMicrosurveySummary(store, p), { initialProps: period });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    hook.rerender({ ...period, locationId: 11 });
    await waitFor(() => expect(api.calls('GET /microsurveys/{id}/summary')).toHaveLength(2));
    expect(api.calls('GET /microsurveys/{id}/summary')[1]?.query.get('location_id')).toBe('11');
  });
});
