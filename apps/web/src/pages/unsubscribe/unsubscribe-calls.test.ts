import { createApiClient } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { API_BASE, createFakeServer } from '../../testing/fake-server';
import { INVALID_UNSUBSCRIBE_LINK, unsubscribeScheduledExport } from './unsubscribe-calls';

const clientOf = (server: ReturnType<typeof createFakeServer>) =>
  createApiClient({ baseUrl: API_BASE, fetch: server.fetch });

describe('unsubscribe from a scheduled export', () => {
  it('[P2-015] the link’s token is posted and the page says who left which schedule', async () => {
    const server = createFakeServer({
      'POST /unsubscribe/scheduled_exports/tok-9': {
        status: 200,
        body: { email: 'uma@harbor.test', display_name: 'Reviews', email_subject: 'Weekly reviews' },
      },
    });
    const outcome = await unsubscribeScheduledExport(clientOf(server), 'tok-9');
    expect(outcome).toEqual({
      ok: true,
      text: 'uma@harbor.test will no longer receive “Weekly reviews” (Reviews).',
    });
    expect(server.calls.map((c) => c.route)).toEqual(['POST /unsubscribe/scheduled_exports/tok-9']);
  });

  it('[P2-015] an unknown token says the link is not valid', async () => {
    const server = createFakeServer({
      'POST /unsubscribe/scheduled_exports/old': {
        status: 404,
        body: { status: 404, code: 'not_found', error: 'Not found' },
      },
    });
    expect(await unsubscribeScheduledExport(clientOf(server), 'old')).toEqual({
      ok: false,
      text: INVALID_UNSUBSCRIBE_LINK,
    });
  });
});
