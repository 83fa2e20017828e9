import { errorMessage } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { responseStatusLabel } from '../model/review-row-view.js';
import { REVIEW_STATUS_OPTIONS, reviewStatusName } from '../model/review-status.js';
import type { ReviewLiveState, ReviewStatus, ReviewStatusApi } from '../ports/responses-api.js';

export interface ReviewStatusDeps {
  reviewId: number;
  status: ReviewStatus;
  responseCount: number;
  api: ReviewStatusApi;
  /** The review update permission: without it the status is shown, not offered to change. */
  canUpdate: boolean;
}

/** The review's status control as plain data (the design system's ReviewStatusControl). */
export interface ReviewStatusView {
  status: ReviewStatus;
  /** The status as the list and the page show it: "Not responded", "Responded", "Needs attention", "Resolved". */
  label: string;
  /** Whether the review has a response, and that in words ("Responded" / "Not responded"). */
  responded: boolean;
  responseLabel: string;
  options: { value: ReviewStatus; label: string }[];
  canChange: boolean;
  saving: boolean;
  error: string | null;
}

/**
 * A review's workflow status, set in place (P4-060): the new status shows at once, and a failure puts the
 * previous one back with the server's message. The live stream keeps it current.
 */
export class ReviewStatusStore {
  status: ReviewStatus;
  responseCount: number;
  saving = false;
  error: string | null = null;

  private readonly deps: ReviewStatusDeps;
  /** The change whose reply counts: an older one's reply or failure is ignored. */
  private latest = 0;

  constructor(deps: ReviewStatusDeps) {
    this.deps = deps;
    this.status = deps.status;
    this.responseCount = deps.responseCount;
    makeObservable(this, {
      status: observable,
      responseCount: observable,
      saving: observable,
      error: observable,
      view: computed,
      setStatus: action,
      applyLive: action,
    });
  }

  get view(): ReviewStatusView {
    return {
      status: this.status,
      label: responseStatusLabel({ status: this.status, response_count: this.responseCount }),
      responded: this.responseCount > 0,
      responseLabel: this.responseCount > 0 ? 'Responded' : 'Not responded',
      options: [...REVIEW_STATUS_OPTIONS],
      canChange: this.deps.canUpdate,
      saving: this.saving,
      error: this.error,
    };
  }

  async setStatus(status: ReviewStatus): Promise<void> {
    if (!this.deps.canUpdate || status === this.status) return;
    const previous = this.status;
    const change = ++this.latest;
    this.status = status;
    this.saving = true;
    this.error = null;
    try {
      const review = await this.deps.api.setStatus(this.deps.reviewId, status);
      if (change !== this.latest) return;
      runInAction(() => {
        this.status = review.status;
        this.responseCount = review.response_count;
        this.saving = false;
      });
    } catch (error) {
      if (change !== this.latest) return;
      runInAction(() => {
        this.status = previous;
        this.saving = false;
        this.error = `The status could not be set to ${reviewStatusName(status)}: ${errorMessage(error)}`;
      });
    }
  }

  /** A live message of the review (another user, or a response published). */
  applyLive(state: ReviewLiveState): void {
    if (state.reviewId !== this.deps.reviewId) return;
    if (!this.saving) this.status = state.reviewStatus;
    this.responseCount = state.responses.length;
  }

  dispose(): void {
    this.latest += 1;
  }
}
