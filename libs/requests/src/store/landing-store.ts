import { isApiError } from '@locus/api-client';
import { isAbortError, LatestRequest } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  feedbackError,
  isValidScore,
  LANDING_MESSAGES as MSG,
  landingSiteLabel,
  landingStart,
  unsubscribeHref,
  type LandingStatus,
  type LandingView,
} from '../model/landing.js';
import type { Landing, LandingApi } from '../ports/landing-api.js';

export interface LandingDeps {
  /** Over a client without credentials (the page is public). */
  api: LandingApi;
  /** The recipient's token, from the request's link. */
  token: string;
  /** Takes the customer to a review site; the app's is window.location.assign. */
  openUrl(url: string): void;
}

/**
 * The customer's landing page (/r/{token}): "How was your visit?", then a review site for a happy answer
 * (at or above the account's threshold, the server decides) or the private feedback form, then thanks.
 */
export class LandingStore {
  status: LandingStatus = 'loading';
  landing: Landing | null = null;
  score: number | null = null;
  feedback = '';
  feedbackError: string | null = null;
  busy = false;
  error: string | null = null;

  private readonly deps: LandingDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: LandingDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      landing: observableRef,
      score: observable,
      feedback: observable,
      feedbackError: observable,
      busy: observable,
      error: observable,
      view: computed,
      setFeedback: action,
    });
  }

  get view(): LandingView {
    const landing = this.landing;
    return {
      status: this.status,
      locationName: landing?.location_name ?? '',
      locationAddress: landing?.location_address ?? '',
      logoUrl: landing?.logo_url ?? null,
      contactEmail: landing?.contact_email ?? null,
      contactNumber: landing?.contact_number ?? null,
      customerFirstName: landing?.customer_first_name ?? '',
      feedbackType: landing?.feedback_type ?? 'nps',
      score: this.score,
      sites: (landing?.sites ?? []).map((site) => ({
        urlId: site.url_id,
        label: landingSiteLabel(site.source_name),
      })),
      feedback: this.feedback,
      feedbackError: this.feedbackError,
      busy: this.busy,
      error: this.error,
      unsubscribeHref: unsubscribeHref(this.deps.token),
      onScore: (score) => void this.answer(score),
      onSite: (urlId) => void this.openSite(urlId),
      onFeedbackChange: (value) => this.setFeedback(value),
      onSendFeedback: () => void this.sendFeedback(),
    };
  }

  async load(): Promise<void> {
    const ticket = this.latest.next();
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      const landing = await this.deps.api.get(this.deps.token, ticket.signal);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        this.landing = landing;
        this.score = landing.score;
        this.status = landingStart(landing);
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        const gone = isApiError(error) && error.status === 404;
        this.status = gone ? 'not_found' : 'error';
        this.error = gone ? null : MSG.loadFailed;
      });
    } finally {
      this.latest.finish(ticket);
    }
  }

  /** The customer's score: on to the sites or to the feedback form, as the server says. */
  async answer(score: number): Promise<void> {
    const landing = this.landing;
    if (!landing || this.busy || this.status !== 'question' || !isValidScore(landing.feedback_type, score))
      return;
    await this.step(MSG.answerFailed, async () => {
      const next = await this.deps.api.answer(this.deps.token, score);
      runInAction(() => {
        this.score = score;
        this.status = next === 'site' ? 'sites' : 'feedback';
      });
    });
  }

  /** Records the click, then the app takes the customer to the site. */
  async openSite(urlId: number): Promise<void> {
    if (this.busy || this.status !== 'sites') return;
    await this.step(MSG.clickFailed, async () => {
      const url = await this.deps.api.click(this.deps.token, urlId);
      this.deps.openUrl(url);
    });
  }

  setFeedback(value: string): void {
    this.feedback = value;
    this.feedbackError = null;
  }

  async sendFeedback(): Promise<void> {
    if (this.busy || this.status !== 'feedback') return;
    const problem = feedbackError(this.feedback);
    if (problem) {
      runInAction(() => (this.feedbackError = problem));
      return;
    }
    await this.step(MSG.feedbackFailed, async () => {
      try {
        await this.deps.api.sendFeedback(this.deps.token, this.feedback.trim());
      } catch (error) {
        // 409: this request's feedback was already received (another tab); the customer is done either way.
        if (!(isApiError(error) && error.status === 409)) throw error;
      }
      runInAction(() => (this.status = 'thanks'));
    });
  }

  dispose(): void {
    this.latest.abort();
  }

  /** One customer action at a time; a failure is said in words and the page stays where it was. */
  private async step(failure: string, run: () => Promise<void>): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      await run();
    } catch (error) {
      const reason = isApiError(error) && error.status === 400 ? error.serverMessage : undefined;
      runInAction(() => (this.error = reason ? `${failure} ${reason}` : failure));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
