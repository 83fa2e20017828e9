import type { Schemas } from '@locus/api-client';

/** POST /campaigns/{id}/send: now (null) or at an ISO time; the reply is the campaign sending or scheduled. */
export interface SendApi {
  send(campaignId: number, scheduledAt: string | null): Promise<Schemas['Campaign']>;
}
