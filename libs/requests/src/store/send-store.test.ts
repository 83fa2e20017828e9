import { failure } from '@locus/api-client/testing';
import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { composeApis, composeFakeApi, COMPOSE_CLOCK, COMPOSE_LOCATIONS } from '../testing/campaign-fixtures.js';
import { createComposeStores } from './compose-stores.js';

async function composed() {
  const fake = composeFakeApi();
  const scheduler = manualScheduler();
  const stores = createComposeStores({
    ...composeApis(fake),
    settings: { smsRequests: true, customEmail: true },
    locations: COMPOSE_LOCATIONS,
    clock: COMPOSE_CLOCK,
    scheduler,
  });
  await stores.start({ locationId: 7 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fake, scheduler, ...stores };
}

async function complete(stores: Awaited<ReturnType<typeof composed>>) {
  stores.draft.setText('subject', 'How was your visit?');
  stores.draft.setText('content', 'Hi {customer_name}. {feedback}');
  const key = stores.recipients.view.rows[0]?.key ?? '';
  stores.recipients.setRow(key, 'name', 'Alex');
  stores.recipients.setRow(key, 'email', 'alex@example.com');
  await stores.recipients.flush();
}

describe('SendStore', () => {
  it('lists what is missing before it can send', async () => {
    const stores = await composed();
    expect(stores.send.view).toMatchObject({
      // A new draft starts with ready words: only the recipients are missing.
      problems: ['Add at least one recipient.'],
      canSend: false,
      summary: 'Email to 0 customers of Harbor Dental Downtown',
      minDate: '2026-11-28',
      maxDate: '2027-02-26',
    });
    stores.draft.setAutoSelectSources(false);
    expect(stores.send.problems).toContain('Choose at least one review site.');
  });

  it('sends now, saving what was waiting first, and gives the confirmation route', async () => {
    const stores = await composed();
    await complete(stores);
    stores.draft.setText('subject', 'Last words');
    expect(stores.send.view).toMatchObject({ problems: [], canSend: true, summary: 'Email to 1 customer of Harbor Dental Downtown' });
    const route = await stores.send.send();
    expect(route).toEqual({ campaignId: 41, href: '/request-reviews/new/confirmation?campaign_id=41' });
    expect(stores.fake.calls('PUT /campaigns/{id}').at(-1)?.body).toMatchObject({ subject: 'Last words' });
    expect(stores.fake.calls('POST /campaigns/{id}/send')[0]?.body).toEqual({ scheduled_at: null });
    expect(stores.send.sent?.status).toBe('sending');
  });

  it('schedules between 15 minutes and 90 days ahead', async () => {
    const stores = await composed();
    await complete(stores);
    stores.send.setMode('schedule');
    expect(stores.send.problems).toEqual(['Pick when to send it.']);
    stores.send.setScheduledAt('2026-11-28T10:05');
    expect(stores.send.problems).toEqual(['Schedule it at least 15 minutes from now.']);
    stores.send.setScheduledAt('2026-12-03T09:00');
    await stores.send.send();
    expect(stores.fake.calls('POST /campaigns/{id}/send')[0]?.body).toEqual({ scheduled_at: '2026-12-03T09:00:00.000Z' });
  });

  it('shows the server’s reason on a 422', async () => {
    const stores = await composed();
    await complete(stores);
    stores.fake.on('POST /campaigns/{id}/send', failure(422, 'The location has no review site to ask for'));
    expect(await stores.send.send()).toBeNull();
    expect(stores.send.view).toMatchObject({ sending: false, error: 'The location has no review site to ask for' });
  });

  it('[P4-017] a draft sent elsewhere clears its recipients', async () => {
    const stores = await composed();
    await complete(stores);
    stores.fake.on('POST /campaigns/{id}/send', failure(409, 'Campaign is not a draft'));
    await stores.send.send();
    expect(stores.draft.gone).toBe('not_draft');
    expect(stores.recipients.view.total).toBe(0);
    expect(stores.send.view.canSend).toBe(false);
  });
});
