import type { Notifier, Scheduler } from '@locus/resources';
import { reaction, when } from 'mobx';
import { DRAFT_GONE_MESSAGE, type ComposeSettings } from '../model/campaign-draft.js';
import type { Clock } from '../model/request-times.js';
import type { CampaignApi } from '../ports/campaign-api.js';
import type { RecipientsApi } from '../ports/recipients-api.js';
import type { SendApi } from '../ports/send-api.js';
import { CampaignDraftStore, type ComposeLocation } from './campaign-draft-store.js';
import { RecipientsStore } from './recipients-store.js';
import { SendStore } from './send-store.js';

export interface ComposeStoresDeps {
  campaignApi: CampaignApi;
  recipientsApi: RecipientsApi;
  sendApi: SendApi;
  settings: ComposeSettings;
  /** The account's locations when already known; otherwise handed to `draft.setLocations` when read. */
  locations?: ComposeLocation[];
  notifier?: Notifier;
  clock?: Clock;
  scheduler?: Scheduler;
  autosaveMs?: number;
}

/** The compose page's stores, wired: the recipients follow the draft, sending reads both. */
export interface ComposeStores {
  draft: CampaignDraftStore;
  recipients: RecipientsStore;
  send: SendStore;
  /** Opens a draft by id (with its recipients, read beside the location's sites) or for a location. */
  start(from?: { campaignId?: number | null; locationId?: number | null }): Promise<void>;
  dispose(): void;
}

export function createComposeStores(deps: ComposeStoresDeps): ComposeStores {
  const timing = {
    ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
    ...(deps.autosaveMs !== undefined ? { autosaveMs: deps.autosaveMs } : {}),
  };
  const draft = new CampaignDraftStore({
    api: deps.campaignApi,
    settings: deps.settings,
    ...(deps.locations ? { locations: deps.locations } : {}),
    ...(deps.notifier ? { notifier: deps.notifier } : {}),
    ...timing,
  });
  const recipients = new RecipientsStore({
    api: deps.recipientsApi,
    draft: () => ({
      id: draft.gone ? null : draft.draft.id,
      requestType: draft.draft.requestType,
      recipientCount: draft.campaign?.recipient_count ?? 0,
    }),
    ...timing,
  });
  const send = new SendStore({ api: deps.sendApi, draft, recipients, ...(deps.clock ? { clock: deps.clock } : {}) });
  // P4-017, P4-018: a draft that is no longer one, or no longer there, has no recipients to edit.
  const stopGone = draft.onGone((reason) => recipients.clear(DRAFT_GONE_MESSAGE[reason]));
  // Another request type needs another contact: the typed rows are checked again and saved as they now pass.
  const stopType = reaction(
    () => draft.draft.requestType,
    () => recipients.scheduleSave(),
  );
  return {
    draft,
    recipients,
    send,
    async start(from = {}) {
      const opening = draft.start(from);
      // The recipients need only the draft's id: read them as soon as the campaign is in, not after its sites.
      const opened = from.campaignId ? when(() => draft.status !== 'loading').then(() => recipients.load()) : null;
      await Promise.all([opening, opened]);
    },
    dispose() {
      stopGone();
      stopType();
      draft.dispose();
      recipients.dispose();
    },
  };
}
