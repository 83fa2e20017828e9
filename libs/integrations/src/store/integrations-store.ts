import { LatestRequest, serverText, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { catalogueGroups, type IntegrationsAccess, type IntegrationsCatalogueView } from '../model/catalogue-view.js';
import { integrationName, type IntegrationPermissions } from '../model/integration-catalogue.js';
import { readOAuthReturn, type IntegrationNotice } from '../model/oauth-return.js';
import type { Integration, IntegrationsApi, OAuthProvider } from '../ports/integrations-api.js';
import type { Navigator } from '../ports/navigator.js';

export const INTEGRATIONS_MESSAGES = {
  loadFailed: 'The integrations could not be loaded. Please try again.',
  connectFailed: 'The connection could not be started.',
  requestFailed: 'Access could not be requested.',
  disconnectFailed: 'The integration could not be disconnected.',
} as const;
const MSG = INTEGRATIONS_MESSAGES;

export interface IntegrationsDeps {
  api: IntegrationsApi;
  navigator: Navigator;
  notifier: Notifier;
  /** Integration read (child_integration read on the parent's page): without it nothing is fetched. */
  canRead: boolean;
  may: IntegrationPermissions;
  /** Where the provider sends the browser back: this page's path. */
  returnTo: string;
  /** The page's query when it opened (?connected=, ?oauth_error=, ?reconnect=). */
  search: string;
}

/**
 * The integrations catalogue (/settings/integrations, /accounts/integrations): loads it, reads the
 * provider's return from the address, connects through the provider's consent page, requests access,
 * and disconnects a token after a confirmation.
 */
export class IntegrationsStore {
  status: 'loading' | 'ready' | 'error' = 'loading';
  loadError: string | null = null;
  entries: Integration[] = [];
  notice: IntegrationNotice | null = null;
  busyCode: string | null = null;
  confirmCode: string | null = null;

  private readonly deps: IntegrationsDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: IntegrationsDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      entries: observableRef,
      notice: observable,
      busyCode: observable,
      confirmCode: observable,
      access: computed,
      view: computed,
      askDisconnect: action,
      cancelDisconnect: action,
      dismissNotice: action,
    });
  }

  get access(): IntegrationsAccess {
    const { may } = this.deps;
    if (!this.deps.canRead) return 'none';
    return may.connect || may.disconnect || may.requestAccess ? 'manage' : 'read';
  }

  get view(): IntegrationsCatalogueView {
    const confirming = this.entries.find((entry) => entry.code === this.confirmCode);
    return {
      status: this.status,
      loadError: this.loadError,
      access: this.access,
      groups: catalogueGroups(this.entries, this.deps.may, this.busyCode),
      notice: this.notice,
      confirm: confirming ? { name: integrationName(confirming), busy: this.busyCode === confirming.code } : null,
      onAction: (code, kind) => {
        if (kind === 'connect' || kind === 'reconnect') void this.connect(code);
        else if (kind === 'request_access') void this.requestAccess(code);
        else if (kind === 'disconnect') this.askDisconnect(code);
      },
      onConfirmDisconnect: () => void this.confirmDisconnect(),
      onCancelDisconnect: () => this.cancelDisconnect(),
      onDismissNotice: () => this.dismissNotice(),
      onRetry: () => void this.load(),
    };
  }

  /** Reads the provider's return (a notice, the tidied address) and a `?reconnect=`, then loads the catalogue. */
  async start(): Promise<void> {
    const back = readOAuthReturn(this.deps.search);
    if (back.found) this.deps.navigator.replaceSearch(back.rest);
    runInAction(() => (this.notice = back.notice));
    await this.load();
    if (back.reconnect) await this.connect(back.reconnect);
  }

  load(): Promise<void> {
    if (!this.deps.canRead) {
      runInAction(() => (this.status = 'ready'));
      return Promise.resolve();
    }
    runInAction(() => {
      this.status = 'loading';
      this.loadError = null;
    });
    return this.latest.run(
      (signal) => this.deps.api.catalogue(signal),
      (entries) =>
        runInAction(() => {
          this.entries = entries;
          this.status = 'ready';
        }),
      () =>
        runInAction(() => {
          this.status = 'error';
          this.loadError = MSG.loadFailed;
        }),
    );
  }

  /**
   * Asks the provider's consent page and leaves for it (the provider sends the browser back to returnTo);
   * the card stays busy until the page goes.
   */
  async connect(code: string): Promise<boolean> {
    const entry = this.entries.find((row) => row.code === code);
    if (!entry || entry.kind !== 'oauth' || !this.deps.may.connect || this.busyCode) return false;
    runInAction(() => (this.busyCode = code));
    try {
      const url = await this.deps.api.authorizeUrl(entry.code as OAuthProvider, this.deps.returnTo);
      this.deps.navigator.assign(url);
      return true;
    } catch (error) {
      this.deps.notifier.alert(MSG.connectFailed, serverText(error));
      runInAction(() => (this.busyCode = null));
      return false;
    }
  }

  /** Request Access (manual verification): the card then shows Requested (P4-065). */
  async requestAccess(code: string): Promise<boolean> {
    const entry = this.entries.find((row) => row.code === code);
    if (!entry || !this.deps.may.requestAccess || this.busyCode) return false;
    runInAction(() => (this.busyCode = code));
    try {
      await this.deps.api.requestAccess(code);
    } catch (error) {
      this.deps.notifier.alert(MSG.requestFailed, serverText(error));
      runInAction(() => (this.busyCode = null));
      return false;
    }
    runInAction(() => {
      this.busyCode = null;
      this.entries = this.entries.map((row) =>
        row.code === code ? { ...row, globalTokenStatus: 'access_requested' } : row,
      );
    });
    this.deps.notifier.success(`Access to ${integrationName(entry)} requested.`);
    return true;
  }

  askDisconnect(code: string): void {
    if (!this.deps.may.disconnect) return;
    if (this.entries.some((entry) => entry.code === code && entry.token)) this.confirmCode = code;
  }

  cancelDisconnect(): void {
    if (!this.busyCode) this.confirmCode = null;
  }

  /** Deletes the confirmed card's token, then reloads: the integration may stay integrated another way. */
  async confirmDisconnect(): Promise<boolean> {
    const entry = this.entries.find((row) => row.code === this.confirmCode);
    if (!entry?.token || this.busyCode) return false;
    runInAction(() => (this.busyCode = entry.code));
    try {
      await this.deps.api.disconnect(entry.token.id);
    } catch (error) {
      this.deps.notifier.alert(MSG.disconnectFailed, serverText(error));
      runInAction(() => (this.busyCode = null));
      return false;
    }
    runInAction(() => {
      this.busyCode = null;
      this.confirmCode = null;
    });
    this.deps.notifier.success(`${integrationName(entry)} is disconnected.`);
    await this.load();
    return true;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  dispose(): void {
    this.latest.abort();
  }
}
