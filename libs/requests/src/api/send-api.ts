import { unwrap, type ApiClient } from '@locus/api-client';
import type { SendApi } from '../ports/send-api.js';

export function createSendApi(client: ApiClient): SendApi {
  return {
    send: (id, scheduledAt) =>
      unwrap(client.POST('/campaigns/{id}/send', { params: { path: { id } }, body: { scheduled_at: scheduledAt } })),
  };
}
