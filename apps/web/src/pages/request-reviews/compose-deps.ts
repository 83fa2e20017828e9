import { can, isSettingOn } from '@locus/auth';
import {
  CampaignConfirmationStore,
  createCampaignApi,
  createComposeStores,
  createRecipientsApi,
  createRequestPageApi,
  createRequestTemplatesApi,
  createSendApi,
  RequestPageSettingsStore,
  RequestTemplatesStore,
  systemClock,
  type ComposeLocation,
  type ComposeStores,
} from '@locus/requests';
import { errorMessage, pageQuery, sortQuery, type NamedRow } from '@locus/resources';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';

const LOCATIONS_PER_PAGE = 100;

/** Every location of the account, by name, for the composer's choice (from the session's location store). */
export async function accountLocations(root: RootStore, signal: AbortSignal): Promise<ComposeLocation[]> {
  const store = sessionResources(root).of<NamedRow>('location');
  const rows: ComposeLocation[] = [];
  for (let page = 1; ; page += 1) {
    const query = { ...pageQuery({}, page, LOCATIONS_PER_PAGE), ...sortQuery('name', 'asc') };
    const listed = await store.list(query, { signal });
    rows.push(...listed.items.map((row) => ({ id: Number(row.id), name: row.name })));
    if (page >= listed.totalPages || listed.items.length === 0) return rows;
  }
}

/**
 * The compose page's stores for the session: the account's SMS and sender settings, the typed client's
 * adapters, the toast notifier and the clock. `start` opens the URL's draft, if any, while the account's
 * locations are read beside it and handed to the draft when they arrive (the draft stays loading until then).
 */
export function composeStores(root: RootStore, campaignId: number | null): ComposeStores {
  const { auth, client } = root;
  const stores = createComposeStores({
    campaignApi: createCampaignApi(client),
    recipientsApi: createRecipientsApi(client),
    sendApi: createSendApi(client),
    settings: {
      smsRequests: isSettingOn(auth.settings, 'sms_requests'),
      customEmail: isSettingOn(auth.settings, 'custom_email'),
    },
    notifier: root.notifier,
    clock: systemClock,
  });
  const abort = new AbortController();
  accountLocations(root, abort.signal).then(
    (locations) => !abort.signal.aborted && stores.draft.setLocations(locations),
    (error: unknown) => !abort.signal.aborted && stores.draft.failLocations(errorMessage(error)),
  );
  void stores.start({ campaignId });
  return {
    ...stores,
    dispose() {
      abort.abort();
      stores.dispose();
    },
  };
}

/** The confirmation page's campaign, read by the URL's id. */
export function confirmationStore(root: RootStore, campaignId: number | null): CampaignConfirmationStore {
  const store = new CampaignConfirmationStore({
    campaignApi: createCampaignApi(root.client),
    recipientsApi: createRecipientsApi(root.client),
    clock: systemClock,
  });
  if (campaignId !== null) void store.load(campaignId);
  return store;
}

/** The account's request templates, each action allowed by its `request` permission. */
export function requestTemplatesStore(root: RootStore): RequestTemplatesStore {
  const { permissions } = root.auth;
  return new RequestTemplatesStore({
    api: createRequestTemplatesApi(root.client),
    notifier: root.notifier,
    canCreate: can(permissions, 'request', 'create'),
    canUpdate: can(permissions, 'request', 'update'),
    canDelete: can(permissions, 'request', 'delete'),
    clock: systemClock,
  });
}

/** The customer's landing-page settings, editable with `request_page` update. */
export function requestPageSettingsStore(root: RootStore): RequestPageSettingsStore {
  return new RequestPageSettingsStore({
    api: createRequestPageApi(root.client),
    canUpdate: can(root.auth.permissions, 'request_page', 'update'),
  });
}

/** The `campaign_id` of the URL's query, when it is a positive whole number. */
export function campaignIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('campaign_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
