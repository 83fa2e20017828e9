import { GENERIC_ERROR_MESSAGE, LatestRequest, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  bestReviewLink,
  reviewCard,
  signatureHtml,
  WAYS_TO_ASK_MESSAGES as MSG,
  type WaysToAskView,
} from '../model/ways-to-ask.js';
import type { RequestsLoadStatus } from '../model/requests-overview.js';
import type { ReviewLink, WaysToAskApi } from '../ports/ways-to-ask-api.js';

export interface WaysToAskDeps {
  api: WaysToAskApi;
  /** The account's locations, as the app already holds them. */
  locations: readonly { id: number; name: string }[];
  /** Puts text on the clipboard (navigator.clipboard.writeText in the app). */
  copyText(text: string): Promise<void> | void;
  /** Prints the card (window.print in the app, with a print stylesheet showing only the card). */
  print(): void;
  notifier: Notifier;
}

/**
 * Ways to ask without a campaign (/request-reviews/ways-to-ask): per location its best review link, a
 * printable card and an e-mail signature, each copied or printed through the app's ports.
 */
export class WaysToAskStore {
  status: RequestsLoadStatus = 'loading';
  loadError: string | null = null;
  locationId: number | null;
  links: ReviewLink[] = [];
  copied: 'link' | 'signature' | null = null;

  private readonly deps: WaysToAskDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: WaysToAskDeps) {
    this.deps = deps;
    this.locationId = deps.locations[0]?.id ?? null;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      locationId: observable,
      links: observableRef,
      copied: observable,
      best: computed,
      view: computed,
      load: action,
      selectLocation: action,
    });
  }

  get best(): ReviewLink | null {
    return bestReviewLink(this.links);
  }

  get view(): WaysToAskView {
    const locationName = this.deps.locations.find((location) => location.id === this.locationId)?.name ?? '';
    const best = this.best;
    const ready = this.status === 'ready';
    return {
      status: this.status,
      loadError: this.loadError,
      locationOptions: this.deps.locations.map((location) => ({ value: location.id, label: location.name })),
      locationId: this.locationId,
      reviewLink: best?.url ?? null,
      siteLabel: best?.sourceName ?? null,
      noLinkHint: !ready || best ? null : this.locationId === null ? MSG.noLocation : MSG.noLink,
      ...reviewCard(locationName, best),
      signatureHtml: signatureHtml(locationName, best),
      copied: this.copied,
      onLocationChange: (id) => void this.selectLocation(id),
      onCopyLink: () => void this.copy('link'),
      onCopySignature: () => void this.copy('signature'),
      onPrintCard: () => this.deps.print(),
    };
  }

  /** The chosen location's links; a newer choice supersedes a running load. */
  load(): Promise<void> {
    const locationId = this.locationId;
    this.copied = null;
    this.loadError = null;
    if (locationId === null) {
      this.links = [];
      this.status = 'ready';
      return Promise.resolve();
    }
    this.status = 'loading';
    return this.latest.run(
      (signal) => this.deps.api.reviewLinks(locationId, signal),
      action((links: ReviewLink[]) => {
        this.links = links;
        this.status = 'ready';
      }),
      action((message: string) => {
        this.links = [];
        this.status = 'error';
        this.loadError = message === GENERIC_ERROR_MESSAGE ? MSG.loadFailed : `${MSG.loadFailed} ${message}`;
      }),
    );
  }

  selectLocation(id: number): Promise<void> {
    if (id === this.locationId && this.status !== 'error') return Promise.resolve();
    this.locationId = id;
    return this.load();
  }

  /** Copies the link or the signature; `copied` says which, for the button's "Copied". */
  async copy(what: 'link' | 'signature'): Promise<void> {
    const best = this.best;
    if (!best) return;
    const { view } = this;
    try {
      await this.deps.copyText(what === 'link' ? best.url : view.signatureHtml);
      runInAction(() => (this.copied = what));
    } catch {
      runInAction(() => (this.copied = null));
      this.deps.notifier.alert(MSG.copyFailed);
    }
  }

  dispose(): void {
    this.latest.abort();
  }
}
