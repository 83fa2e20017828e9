import { can } from '@locus/auth';
import { makeAutoObservable, runInAction } from 'mobx';
import { expiryBanners, type ExpiryBannerModel } from '../model/expiry-banner.js';
import {
  integrationsBanner,
  mayShowIntegrationsBanner,
  type IntegrationsBannerModel,
} from '../model/integrations-banner.js';
import { trialBanner, type TrialBannerModel } from '../model/trial-banner.js';
import { dismissTrial, trialDismissed } from '../model/trial-dismissal.js';
import type { BannersApi, OauthToken, SetupProgress } from '../ports/banners-api.js';
import type { BannerSession } from '../ports/banner-session.js';
import type { CookieJar } from '../ports/cookie-jar.js';

export interface BannersStoreDeps {
  api: BannersApi;
  /** The signed-in session (the app's AuthStore). */
  session: BannerSession;
  cookies: CookieJar;
  now?: () => Date;
}

/** What the stack shows, top to bottom. */
export interface BannersModel {
  trial: TrialBannerModel | null;
  integrations: IntegrationsBannerModel | null;
  expiries: ExpiryBannerModel[];
}

export const NO_BANNERS: BannersModel = { trial: null, integrations: null, expiries: [] };

/**
 * The session's banners: reads the tokens and the setup progress once, on the first page that shows banners, and
 * only what a banner this user could see needs (no call at all for a user who can never see one). A failed read
 * leaves its banners hidden: they are hints, never in the way of the page.
 */
export class BannersStore {
  tokens: OauthToken[] | null = null;
  progress: SetupProgress | null = null;
  trialHidden: boolean;
  private started = false;
  private readonly deps: BannersStoreDeps;

  constructor(deps: BannersStoreDeps) {
    this.deps = deps;
    this.trialHidden = trialDismissed(deps.cookies, deps.session.account_id);
    makeAutoObservable<BannersStore, 'started' | 'deps'>(
      this,
      { started: false, deps: false },
      { autoBind: true },
    );
  }

  /** The trial banner's checklist is needed: a trial account whose banner was not dismissed. */
  get needsProgress(): boolean {
    const { session } = this.deps;
    return (
      session.account?.status === 'trial' &&
      !session.isParent &&
      !this.trialHidden &&
      can(session.permissions, 'account', 'read')
    );
  }

  /**
   * The tokens are needed: the integrations banner may show, or an expiry banner may (the owner, a shadow user, or
   * someone who may connect integrations and so may have created a token).
   */
  get needsTokens(): boolean {
    const { session } = this.deps;
    if (session.isParent || !can(session.permissions, 'oauth_token', 'read')) return false;
    return (
      mayShowIntegrationsBanner(session) ||
      session.isAccountOwner ||
      session.isShadowing ||
      can(session.permissions, 'integration', 'create')
    );
  }

  /** Starts the reads (once a session); later calls do nothing. */
  load(): void {
    const accountId = this.deps.session.account_id;
    if (this.started || accountId === null) return;
    this.started = true;
    if (this.needsProgress)
      void this.read(
        () => this.deps.api.setupProgress(accountId),
        (p) => (this.progress = p),
      );
    if (this.needsTokens)
      void this.read(
        () => this.deps.api.oauthTokens(accountId),
        (t) => (this.tokens = t),
      );
  }

  dismissTrial(): void {
    const accountId = this.deps.session.account_id;
    if (accountId !== null) dismissTrial(this.deps.cookies, accountId);
    this.trialHidden = true;
  }

  get banners(): BannersModel {
    const { session } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    return {
      trial: this.trialHidden ? null : trialBanner(session, this.progress),
      integrations: integrationsBanner(session, this.tokens),
      expiries: expiryBanners(session, this.tokens, now),
    };
  }

  private async read<T>(call: () => Promise<T>, keep: (value: T) => void): Promise<void> {
    try {
      const value = await call();
      runInAction(() => keep(value));
    } catch {
      // Hidden banners are the whole fallback (see the class comment).
    }
  }
}
