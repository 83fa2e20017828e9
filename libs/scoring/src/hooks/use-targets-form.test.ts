// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { DEFAULT_TARGETS } from '../model/score-rules.js';
import { TargetsFormStore } from '../store/targets-form-store.js';
import { scoringSession, targetsReply } from '../testing/fixtures.js';
import { useTargetsForm } from './use-targets-form.js';

describe('useTargetsForm', () => {
  it('[F9-044] [F9-045] [F9-035] gives each target beside its weight with units, errors and the total', async () => {
    const api = createFakeApi({ 'GET /location_custom_targets': targetsReply() });
    const store = new TargetsFormStore({ api: createScoringApi(api.client), session: scoringSession(['custom_score']), notifier: recordingNotifier() });
    void store.load();
    const { result } = renderHook(() => useTargetsForm(store));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    const rate = result.current.rows.find((row) => row.metric === 'response_rate');
    expect([rate?.target.text, rate?.target.unit, rate?.weight.text, rate?.weight.unit]).toEqual(['90', '%', '10', '%']);
    expect(result.current.rows.find((row) => row.metric === 'response_time')?.target.unit).toBe('days');
    expect(result.current.savedTargets).toEqual(DEFAULT_TARGETS);
    act(() => result.current.onChange('response_rate_weight', '15'));
    expect(result.current.weightTotal).toBe(105);
    expect(result.current.weightsError).toBe('The weights must add up to 100%');
    expect(result.current.canSave).toBe(false);
    act(() => result.current.onReset());
    expect(result.current.weightsError).toBeNull();
  });
});
