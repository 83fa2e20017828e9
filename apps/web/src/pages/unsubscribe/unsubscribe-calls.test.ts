import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import {
  INVALID_UNSUBSCRIBE_LINK,
  unsubscribeAlerts,
  unsubscribeRequests,
  unsubscribeScheduledExport,
} from './unsubscribe-calls';

describe('unsubscribe from a scheduled export', () => {
  it('[P2-015] the link’s token is posted and the page says who left which schedule', async () => {
    const api = createFakeApi({
      'POST /unsubscribe/scheduled_exports/{token}': {
        status: 200,
        body: { email: 'uma@harbor.test', display_name: 'Reviews', email_subject: 'Weekly reviews' },
      },
    });
    const outcome = await unsubscribeScheduledExport(api.client, 'tok-9');
    expect(outcome).toEqual({
      ok: true,
      text: 'uma@harbor.test will no longer receive “Weekly reviews” (Reviews).',
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /unsubscribe/scheduled_exports/tok-9']);
  });

  it('[P2-015] an unknown token says the link is not valid', async () => {
    const api = createFakeApi({ 'POST /unsubscribe/scheduled_exports/{token}': failure(404, 'Not found', 'not_found') });
    expect(await unsubscribeScheduledExport(api.client, 'old')).toEqual({
      ok: false,
      text: INVALID_UNSUBSCRIBE_LINK,
    });
  });
});

describe('unsubscribe from new-review alerts', () => {
  it('the link’s token is posted and the page says whose alerts stopped', async () => {
    const api = createFakeApi({ 'POST /unsubscribe/alerts/{token}': { status: 200, body: { email: 'uma@harbor.test' } } });
    expect(await unsubscribeAlerts(api.client, 'tok-4')).toEqual({
      ok: true,
      text: 'uma@harbor.test will no longer receive new-review alert e-mails.',
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /unsubscribe/alerts/tok-4']);
  });

  it('an unknown token says the link is not valid; another failure gives the server’s reason', async () => {
    const api = createFakeApi({ 'POST /unsubscribe/alerts/{token}': failure(404, 'Not found', 'not_found') });
    expect(await unsubscribeAlerts(api.client, 'old')).toEqual({ ok: false, text: INVALID_UNSUBSCRIBE_LINK });
    api.on('POST /unsubscribe/alerts/{token}', failure(503, 'Try again in a minute'));
    expect(await unsubscribeAlerts(api.client, 'tok-4')).toEqual({ ok: false, text: 'Try again in a minute' });
  });
});

describe('unsubscribe from review requests', () => {
  it('[P2-014] the link’s token is posted and the page names the contact that leaves', async () => {
    const api = createFakeApi({
      'POST /unsubscribe/requests/{token}': { status: 200, body: { contact: 'ann@example.test' } },
    });
    expect(await unsubscribeRequests(api.client, 'tok-7')).toEqual({
      ok: true,
      text: 'ann@example.test will no longer receive review requests from this business.',
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /unsubscribe/requests/tok-7']);
  });

  it('an unknown token says the link is not valid', async () => {
    const api = createFakeApi({ 'POST /unsubscribe/requests/{token}': failure(404, 'Not found', 'not_found') });
    expect(await unsubscribeRequests(api.client, 'old')).toEqual({ ok: false, text: INVALID_UNSUBSCRIBE_LINK });
  });
});
