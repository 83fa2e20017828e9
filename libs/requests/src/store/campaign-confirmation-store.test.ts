import { failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { campaignFixture, composeApis, composeFakeApi, COMPOSE_CLOCK } from '../testing/campaign-fixtures.js';
import { CampaignConfirmationStore } from './campaign-confirmation-store.js';

describe('CampaignConfirmationStore', () => {
  it('reads the campaign by id with its skipped recipients', async () => {
    const fake = composeFakeApi({ status: 'sending', recipient_count: 24 });
    fake.on('GET /campaigns/{id}/recipients', ({ query }) => ({
      status: 200,
      body: { _total: query.get('status') === 'skipped_do_not_contact' ? 2 : 0, _embedded: { recipients: [] } },
    }));
    const store = new CampaignConfirmationStore({ ...composeApis(fake), clock: COMPOSE_CLOCK });
    expect(store.view.status).toBe('loading');
    await store.load(41);
    expect(store.view).toMatchObject({ status: 'ready', title: 'Your request is on its way', recipients: 24, skipped: 2 });
    expect(fake.calls('GET /campaigns/{id}/recipients').map((c) => c.query.get('status'))).toEqual([
      'skipped_do_not_contact',
      'skipped_unsubscribed',
      'skipped_invalid',
    ]);
  });

  it('shows the campaign it was given while reading, and says why reading failed', async () => {
    const fake = composeFakeApi();
    fake.on('GET /campaigns/{id}', failure(404, 'Not found'));
    const store = new CampaignConfirmationStore({ ...composeApis(fake), clock: COMPOSE_CLOCK });
    const reading = store.load(41, campaignFixture({ status: 'sending' }));
    expect(store.view.status).toBe('ready');
    await reading;
    expect(store.loadError).toBe('Not found');
  });
});
