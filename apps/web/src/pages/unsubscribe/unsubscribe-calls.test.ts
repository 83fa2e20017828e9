import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { INVALID_UNSUBSCRIBE_LINK, unsubscribeScheduledExport } from './unsubscribe-calls';

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
