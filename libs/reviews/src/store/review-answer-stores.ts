import type { Schemas } from '@locus/api-client';
import { LatestRequest, type LoadStatus, type Scheduler } from '@locus/resources';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { HealthcareReplyMode } from '../model/healthcare-reply-check.js';
import type { Clock } from '../model/review-times.js';
import type { DraftStorage } from '../ports/draft-storage.js';
import type { ResponsesApi, ReviewLiveState, ReviewStatusApi } from '../ports/responses-api.js';
import type { ReviewDetailApi } from '../ports/reviews-api.js';
import type { ReviewTagsApi } from '../ports/review-tags-api.js';
import { composerReviewOf, ResponseComposerStore } from './response-composer-store.js';
import { ReviewStatusStore } from './review-status-store.js';
import { ReviewTagsStore } from './review-tags-store.js';

/** What answering one review needs from the app: the ports, the account's settings and the user's rights. */
export interface ReviewAnswerDeps {
  responses: ResponsesApi;
  status: ReviewStatusApi;
  tags: ReviewTagsApi;
  drafts: DraftStorage;
  clock: Clock;
  vertical: Schemas['Account']['vertical'];
  healthcareMode: HealthcareReplyMode;
  permissions: {
    /** review: respond. */
    respond: boolean;
    /** review: update (the workflow status). */
    updateReview: boolean;
    /** review_tag: create and delete. */
    editTags: boolean;
  };
  scheduler?: Scheduler;
  /** Every live message of the review too, e.g. to move its list row (`reviewChangesOf`). */
  onLiveState?: (state: ReviewLiveState) => void;
}

/** The stores of one review's answer: the reply box, the status and the tags, the status following the box's stream. */
export interface ReviewAnswerStores {
  composer: ResponseComposerStore;
  status: ReviewStatusStore;
  tags: ReviewTagsStore;
  dispose(): void;
}

/** Builds the stores the review page (or an opened list row) answers one review with. */
export function createReviewAnswerStores(
  review: Schemas['ReviewDetail'],
  deps: ReviewAnswerDeps,
): ReviewAnswerStores {
  const status = new ReviewStatusStore({
    reviewId: review.id,
    status: review.status,
    responseCount: review.response_count,
    api: deps.status,
    canUpdate: deps.permissions.updateReview,
  });
  const composer = new ResponseComposerStore({
    review: composerReviewOf(review),
    api: deps.responses,
    drafts: deps.drafts,
    canRespond: deps.permissions.respond,
    vertical: deps.vertical,
    healthcareMode: deps.healthcareMode,
    clock: deps.clock,
    onLiveState: (state) => {
      status.applyLive(state);
      deps.onLiveState?.(state);
    },
    ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
  });
  const tags = new ReviewTagsStore({
    reviewId: review.id,
    tags: review.tags,
    api: deps.tags,
    canEdit: deps.permissions.editTags,
    ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
  });
  return {
    composer,
    status,
    tags,
    dispose() {
      composer.dispose();
      status.dispose();
      tags.dispose();
    },
  };
}

/**
 * One review's answer, read first (the review page; a list row, which holds a a Review without its location's phone or its
 * responses): reads the ReviewDetail, then builds the stores.
 */
export class ReviewAnswerLoader {
  status: LoadStatus = 'idle';
  error: string | null = null;
  stores: ReviewAnswerStores | null = null;
  /** The review as read (the review page shows it beside its stores). */
  review: Schemas['ReviewDetail'] | null = null;

  private readonly request = new LatestRequest();

  constructor(
    private readonly reviewId: number,
    private readonly api: ReviewDetailApi,
    private readonly deps: ReviewAnswerDeps,
  ) {
    makeObservable(this, {
      status: observable,
      error: observable,
      stores: observableRef,
      review: observableRef,
      load: action,
    });
  }

  /** Loads once (again after a failure). */
  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'loaded') return;
    this.status = 'loading';
    this.error = null;
    await this.request.run(
      (signal) => this.api.detail(this.reviewId, signal),
      (review) =>
        runInAction(() => {
          this.review = review;
          this.stores = createReviewAnswerStores(review, this.deps);
          this.status = 'loaded';
        }),
      (message) => runInAction(() => ((this.status = 'error'), (this.error = message))),
    );
  }

  dispose(): void {
    this.request.abort();
    this.stores?.dispose();
  }
}
