import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { DEFAULT_TARGETS } from '../model/score-rules.js';
import { scoringSession, targetSettings, targetsReply } from '../testing/fixtures.js';
import { TargetsFormStore } from './targets-form-store.js';

function targetsForm(routes: Parameters<typeof createFakeApi>[0] = {}, features = ['custom_score']) {
  const api = createFakeApi({
    'GET /location_custom_targets': targetsReply([targetSettings({ response_rate: 0.8, is_default: false })]),
    'PUT /location_custom_targets': ({ body }) => ({ status: 200, body: { ...targetSettings(), ...(body as object), is_default: false } }),
    ...routes,
  });
  const notifier = recordingNotifier();
  const store = new TargetsFormStore({ api: createScoringApi(api.client), session: scoringSession(features), notifier });
  return { api, notifier, store };
}

describe('TargetsFormStore', () => {
  it('[F3-043] [F9-044] [F9-045] loads the account\'s targets in the form\'s units', async () => {
    const { store } = targetsForm();
    await store.load();
    expect(store.status).toBe('loaded');
    expect(store.texts).toMatchObject({ response_rate: '80', ll_sync_ratio: '90', response_time: '2', avg_rating_weight: '25' });
    expect(store.isDefault).toBe(false);
    expect(store.weightTotal).toBe(100);
    expect(store.dirty).toBe(false);
    expect(store.canSave).toBe(false);
  });

  it('[F9-035] validates ranges and that the weights add up to 100 %', async () => {
    const { store } = targetsForm();
    await store.load();
    store.setText('response_rate', '120');
    store.setText('avg_rating_weight', '30');
    expect(store.errors).toEqual({ response_rate: 'Enter more than 0 to 100%' });
    expect(store.weightTotal).toBe(105);
    expect(store.weightsError).toBe('The weights must add up to 100%');
    expect(store.canSave).toBe(false);
    store.setText('response_rate', '85');
    store.setText('total_reviews_weight', '15');
    expect(store.valid).toBe(true);
    expect(store.canSave).toBe(true);
  });

  it('[F6-039] saves the fractions the server takes, and says so', async () => {
    const { api, notifier, store } = targetsForm();
    await store.load();
    store.setText('response_rate', '85');
    store.setText('response_time', '1.5');
    expect(await store.save()).toBe(true);
    const [put] = api.calls('PUT /location_custom_targets');
    expect(put?.body).toEqual({ ...DEFAULT_TARGETS, response_rate: 0.85, response_time: 1.5 });
    expect(store.dirty).toBe(false);
    expect(store.texts.response_rate).toBe('85');
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Target score settings saved' }]);
  });

  it('keeps everything typed when the save fails, with the server\'s text', async () => {
    const { notifier, store } = targetsForm({ 'PUT /location_custom_targets': failure(400, 'avg_rating_weight: weights must sum to 1') });
    await store.load();
    store.setText('avg_rating', '4.8');
    store.setText('owner_photos_count', '12');
    expect(await store.save()).toBe(false);
    expect(store.texts).toMatchObject({ avg_rating: '4.8', owner_photos_count: '12' });
    expect(store.dirty).toBe(true);
    expect(store.saving).toBe(false);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'There was an error saving the target score settings', serverText: 'avg_rating_weight: weights must sum to 1' }]);
    store.reset();
    expect(store.texts.avg_rating).toBe('4.5');
  });

  it('[F6-068] cannot save without the custom_score setting', async () => {
    const { api, store } = targetsForm({}, []);
    await store.load();
    store.setText('avg_rating', '4.8');
    expect(store.editable).toBe(false);
    expect(await store.save()).toBe(false);
    expect(api.calls('PUT /location_custom_targets')).toHaveLength(0);
  });

  it('says when the targets could not be read, and starts from the defaults without an entry', async () => {
    const failed = targetsForm({ 'GET /location_custom_targets': failure(500, 'boom') });
    await failed.store.load();
    expect(failed.store.status).toBe('error');
    expect(failed.store.loadError).toBe('There was an error fetching the target score settings');
    const none = targetsForm({ 'GET /location_custom_targets': targetsReply([]) });
    await none.store.load();
    expect(none.store.texts.response_rate).toBe('90');
    expect(none.store.isDefault).toBe(true);
  });
});
