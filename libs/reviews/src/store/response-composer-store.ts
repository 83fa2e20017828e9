import type { Schemas } from '@locus/api-client';
import { errorMessage, isAbortError, LatestRequest, timerScheduler, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  checkHealthcareReply,
  healthcareReplyCheckApplies,
  type HealthcareReplyCheck,
  type HealthcareReplyMode,
} from '../model/healthcare-reply-check.js';
import { clearResponseDraft, restoreResponseDraft, saveResponseDraft } from '../model/response-draft.js';
import { responseCounterText, responseLength, responseValidationMessage } from '../model/response-length.js';
import { responseCapability } from '../model/response-sites.js';
import {
  isPending,
  NO_RESPOND_PERMISSION_TEXT,
  responseAuthorText,
  responseRetryText,
  responseState,
  responseStatusText,
  type ResponseComposerState,
} from '../model/response-state.js';
import { fillResponseTemplate, placeholderMarker } from '../model/response-templates.js';
import { formatDay, type Clock } from '../model/review-times.js';
import type { DraftStorage } from '../ports/draft-storage.js';
import type { ResponsesApi, ReviewLiveState, ReviewResponse } from '../ports/responses-api.js';

/** The review as the reply box needs it (a ReviewDetail gives all of it: see `composerReviewOf`). */
export interface ComposerReview {
  id: number;
  accountId: number;
  sourceCode: string;
  sourceName: string;
  authorName: string | null;
  locationName: string | null;
  locationPhone: string | null;
  /** Oldest first; the latest is the one the box shows. */
  responses: ReviewResponse[];
}

export interface ResponseComposerDeps {
  review: ComposerReview;
  api: ResponsesApi;
  drafts: DraftStorage;
  /** The respond permission (P6-001): without it the box shows the reply, if any, and nothing to change it. */
  canRespond: boolean;
  vertical: Schemas['Account']['vertical'];
  /** A healthcare account's choice: warn before publishing a risky reply, or block it. */
  healthcareMode: HealthcareReplyMode;
  clock: Clock;
  /** Every live message, so the page can move the review's status and list row with it. */
  onLiveState?: (state: ReviewLiveState) => void;
  scheduler?: Scheduler;
  /** Wait before following again when the stream ended or broke while something is pending. */
  reconnectMs?: number;
}

/** A question the box asks before it acts (the view shows a dialog). */
export interface ComposerConfirm {
  kind: 'healthcare' | 'delete';
  title: string;
  message: string;
  confirmLabel: string;
}

/** The reply box as plain data for the design system's ResponseComposer view. */
export interface ResponseComposerView {
  state: ResponseComposerState;
  /** The review's site ("Google"). */
  siteName: string;
  /** Why the box cannot be used (read-only site, no permission), or null. */
  notice: string | null;
  /** The text in the box (composing; kept while publishing so the view can show what is sent). */
  text: string;
  maxLength: number | null;
  /** e.g. "4,084 characters left" or "12 characters over the limit"; null when not composing. */
  counterText: string | null;
  overLimit: boolean;
  /** The over-the-limit message (the box's error), or null. */
  lengthError: string | null;
  /** True while editing an existing reply (not a first one). */
  editing: boolean;
  /** The server's reply as shown (also while editing it), or null when there is none. */
  response: {
    content: string;
    author: string;
    /** Published (else written) day, formatted. */
    date: string;
    status: string;
    /** After a failed site call: the attempt and when Locus tries again. */
    retry: string | null;
  } | null;
  /** The review's earlier responses (oldest first), shown above the box's own. */
  earlier: { id: number; author: string; date: string; content: string; state: ResponseComposerState }[];
  /** A refusal of the server (409, 422) or a failed call, shown above the box; nothing typed is lost. */
  error: string | null;
  /** The healthcare warning as the user types (warn mode), or the reason publishing is blocked. */
  healthcareMessage: string | null;
  /** Offsets of the flagged phrases in `text`, for highlighting. */
  healthcareHighlights: { start: number; end: number }[];
  canPublish: boolean;
  /** Why Publish is disabled, when it is and the user wrote something. */
  publishDisabledReason: string | null;
  publishLabel: string;
  canEdit: boolean;
  canDelete: boolean;
  /** A request of the box's own is in flight (publish, delete). */
  busy: boolean;
  /** After choosing a template: the placeholders this review has no value for. */
  templateNotice: string | null;
  /** The same as markers ("[reviewer first name]"), for a view that words it itself. */
  unfilledPlaceholders: string[];
  /** The chosen template uses placeholders the product does not know. */
  templateError: string | null;
  confirm: ComposerConfirm | null;
}

const DEFAULT_RECONNECT_MS = 2000;

/** A ReviewDetail as the reply box's review. */
export function composerReviewOf(review: Schemas['ReviewDetail']): ComposerReview {
  return {
    id: review.id,
    accountId: review.account_id,
    sourceCode: review.source_code,
    sourceName: review.source_name,
    authorName: review.author_name,
    locationName: review.location.name,
    locationPhone: review.location.phone,
    responses: review.responses,
  };
}

/**
 * One review's reply box. Publishing returns at once (the server answers 202) and the box then follows the
 * review's live stream until nothing is pending. What is typed is kept as a local draft until the server
 * accepts it, so it survives a refusal, a failed call and a reload.
 */
export class ResponseComposerStore {
  responses: ReviewResponse[];
  text = '';
  editing = false;
  submitting = false;
  removing = false;
  error: string | null = null;
  templateNotice: string | null = null;
  unfilledPlaceholders: string[] = [];
  templateError: string | null = null;
  confirming: ComposerConfirm['kind'] | null = null;

  private readonly deps: ResponseComposerDeps;
  private readonly live = new LatestRequest();
  private reconnect: unknown = undefined;
  /** Streams in a row that broke: each waits twice as long before the next try. */
  private failures = 0;
  private disposed = false;

  constructor(deps: ResponseComposerDeps) {
    this.deps = deps;
    this.responses = deps.review.responses;
    const draft = restoreResponseDraft(deps.drafts, this.draftIds);
    const response = this.response;
    if (draft !== null && (response === null || (this.mayChange(response) && !isPending(response)))) {
      this.text = draft;
      this.editing = response !== null;
    }
    makeObservable<ResponseComposerStore, 'applyLive'>(this, {
      responses: observableRef,
      text: observable,
      editing: observable,
      submitting: observable,
      removing: observable,
      error: observable,
      templateNotice: observable,
      unfilledPlaceholders: observableRef,
      templateError: observable,
      confirming: observable,
      response: computed,
      state: computed,
      healthcare: computed,
      view: computed,
      setText: action,
      applyTemplate: action,
      edit: action,
      cancelEdit: action,
      requestPublish: action,
      requestDelete: action,
      confirm: action,
      cancelConfirm: action,
      applyLive: action,
    });
  }

  /** Follows the review live when a site call is already pending (e.g. a publish retrying). */
  start(): void {
    if (this.response && isPending(this.response)) this.follow();
  }

  /** The latest response, the one the box shows. */
  get response(): ReviewResponse | null {
    return this.responses.at(-1) ?? null;
  }

  get state(): ResponseComposerState {
    if (!responseCapability(this.deps.review.sourceCode).canReply) return 'read_only_source';
    if (!this.deps.canRespond) return 'no_permission';
    if (this.removing) return 'deleting';
    if (this.submitting) return 'publishing';
    const response = this.response;
    if (response === null || this.editing) return 'composing';
    return responseState(response);
  }

  /** The healthcare check of the text, for healthcare accounts only. */
  get healthcare(): HealthcareReplyCheck | null {
    if (!healthcareReplyCheckApplies(this.deps.vertical)) return null;
    return checkHealthcareReply(this.text, this.deps.healthcareMode);
  }

  get view(): ResponseComposerView {
    const { review, clock } = this.deps;
    const capability = responseCapability(review.sourceCode);
    const state = this.state;
    const response = this.response;
    const composing = state === 'composing';
    const maxLength = capability.canReply ? capability.maxLength : null;
    const length = maxLength === null ? null : responseLength(this.text, maxLength);
    const overLimit = composing && (length?.over ?? 0) > 0;
    const healthcare = composing ? this.healthcare : null;
    const disabledReason = this.publishDisabledReason(maxLength, healthcare);
    return {
      state,
      siteName: review.sourceName,
      notice:
        state === 'read_only_source' && !capability.canReply
          ? capability.reason
          : state === 'no_permission'
            ? NO_RESPOND_PERMISSION_TEXT
            : null,
      text: this.text,
      maxLength,
      counterText: composing && length ? responseCounterText(length) : null,
      overLimit,
      lengthError:
        overLimit && maxLength !== null
          ? responseValidationMessage(this.text, maxLength, review.sourceName)
          : null,
      editing: composing && this.editing,
      response: response
        ? {
            content: response.content,
            author: responseAuthorText(response, review.sourceName),
            date: formatDay(response.published_at ?? response.created_at, clock),
            // While the box's own call is in flight the server's state is about to change: say what is sent.
            status: this.submitting
              ? `Publishing to ${review.sourceName}…`
              : this.removing
                ? `Deleting from ${review.sourceName}…`
                : responseStatusText(response, review.sourceName, clock),
            retry: responseRetryText(response, clock),
          }
        : null,
      earlier: this.responses.slice(0, -1).map((earlier) => ({
        id: earlier.id,
        author: responseAuthorText(earlier, review.sourceName),
        date: formatDay(earlier.published_at ?? earlier.created_at, clock),
        content: earlier.content,
        state: responseState(earlier),
      })),
      error: this.error,
      healthcareMessage: healthcare?.message ?? null,
      healthcareHighlights: (healthcare?.matches ?? []).map(({ start, end }) => ({ start, end })),
      canPublish: composing && disabledReason === null && this.text.trim() !== '',
      publishDisabledReason: composing && this.text.trim() !== '' ? disabledReason : null,
      publishLabel: this.editing ? 'Publish changes' : 'Publish',
      canEdit:
        !this.busy && response !== null && !this.editing && this.mayChange(response) && !isPending(response),
      canDelete:
        !this.busy &&
        response !== null &&
        this.mayChange(response) &&
        (response.pending === null || response.status === 'error_published'),
      busy: this.busy,
      templateNotice: composing ? this.templateNotice : null,
      unfilledPlaceholders: composing ? this.unfilledPlaceholders : [],
      templateError: composing ? this.templateError : null,
      confirm: this.confirmation,
    };
  }

  /** The user typed: the draft is kept as they go. */
  setText(text: string): void {
    this.text = text;
    this.error = null;
    this.templateError = null;
    if (text.trim() === '') {
      this.templateNotice = null;
      this.unfilledPlaceholders = [];
    }
    saveResponseDraft(this.deps.drafts, this.draftIds, text);
  }

  /** A template chosen: its text, with the review's values in the placeholders, replaces the box's. */
  applyTemplate(template: { content: string }): void {
    const { authorName, locationName, locationPhone } = this.deps.review;
    const filled = fillResponseTemplate(template.content, { authorName, locationName, locationPhone });
    this.setText(filled.text);
    this.templateError = filled.error;
    this.unfilledPlaceholders = filled.missing.map(placeholderMarker);
    this.templateNotice =
      filled.missing.length === 0
        ? null
        : `This review has no value for ${filled.missing.map(placeholderMarker).join(', ')}: replace ${
            filled.missing.length === 1 ? 'it' : 'them'
          } before publishing.`;
  }

  /** Edit one's published reply: the box opens with its text. */
  edit(): void {
    const response = this.response;
    if (!response || !this.mayChange(response) || isPending(response)) return;
    this.editing = true;
    this.text = response.content;
    this.error = null;
  }

  cancelEdit(): void {
    this.editing = false;
    this.text = '';
    this.error = null;
    this.templateNotice = null;
    this.unfilledPlaceholders = [];
    this.templateError = null;
    clearResponseDraft(this.deps.drafts, this.draftIds);
  }

  /**
   * Publish: a healthcare warning asks first (unless the view already asked: `confirmed`); a blocked or
   * invalid reply is not sent.
   */
  requestPublish(confirmed = false): Promise<void> {
    if (!this.view.canPublish) return Promise.resolve();
    if (!confirmed && this.healthcare?.matches.length) {
      this.confirming = 'healthcare';
      return Promise.resolve();
    }
    return this.publish();
  }

  /** Delete asks first (the reply goes from the site too, P4-057), unless the view already asked (`confirmed`). */
  requestDelete(confirmed = false): Promise<void> {
    if (!this.view.canDelete) return Promise.resolve();
    if (confirmed) return this.remove();
    this.confirming = 'delete';
    return Promise.resolve();
  }

  confirm(): Promise<void> {
    const kind = this.confirming;
    this.confirming = null;
    if (kind === 'healthcare') return this.publish();
    if (kind === 'delete') return this.remove();
    return Promise.resolve();
  }

  cancelConfirm(): void {
    this.confirming = null;
  }

  dispose(): void {
    this.disposed = true;
    this.live.abort();
    this.cancelReconnect();
  }

  private get busy(): boolean {
    return this.submitting || this.removing;
  }

  private get draftIds() {
    return { accountId: this.deps.review.accountId, reviewId: this.deps.review.id };
  }

  private get confirmation(): ComposerConfirm | null {
    if (this.confirming === 'delete') {
      return {
        kind: 'delete',
        title: 'Delete this response?',
        message: `It is removed from ${this.deps.review.sourceName} and from Locus.`,
        confirmLabel: 'Delete',
      };
    }
    if (this.confirming === 'healthcare') {
      return {
        kind: 'healthcare',
        title: 'Publish this reply?',
        message: this.healthcare?.message ?? '',
        confirmLabel: 'Publish anyway',
      };
    }
    return null;
  }

  /** Locus may change a response it wrote, on a site that takes replies, with the respond permission. */
  private mayChange(response: ReviewResponse): boolean {
    return (
      this.deps.canRespond && responseCapability(this.deps.review.sourceCode).canReply && !response.read_only
    );
  }

  private publishDisabledReason(
    maxLength: number | null,
    healthcare: HealthcareReplyCheck | null,
  ): string | null {
    if (maxLength === null) return null;
    const invalid = responseValidationMessage(this.text, maxLength, this.deps.review.sourceName);
    if (invalid) return invalid;
    if (healthcare && !healthcare.mayPublish) return healthcare.message;
    if (this.templateError) return this.templateError;
    return null;
  }

  private async publish(): Promise<void> {
    const { api, review } = this.deps;
    const existing = this.editing ? this.response : null;
    const content = this.text.trim();
    this.submitting = true;
    this.error = null;
    try {
      const accepted = existing
        ? await api.update(existing.id, content)
        : await api.create(review.id, content);
      if (this.disposed) return;
      clearResponseDraft(this.deps.drafts, this.draftIds);
      runInAction(() => {
        this.responses = upsert(this.responses, accepted);
        this.text = '';
        this.editing = false;
        this.templateNotice = null;
        this.submitting = false;
      });
      this.follow();
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.error = errorMessage(error);
      });
    }
  }

  private async remove(): Promise<void> {
    const response = this.response;
    if (!response) return;
    this.removing = true;
    this.error = null;
    try {
      const left = await this.deps.api.remove(response.id);
      if (this.disposed) return;
      runInAction(() => {
        this.removing = false;
        this.responses = left
          ? upsert(this.responses, left)
          : this.responses.filter((r) => r.id !== response.id);
      });
      if (left) this.follow();
    } catch (error) {
      runInAction(() => {
        this.removing = false;
        this.error = errorMessage(error);
      });
    }
  }

  /** Reads the review's stream; follows again after it ends while something is still pending. */
  private follow(): void {
    this.cancelReconnect();
    const ticket = this.live.next();
    void (async () => {
      try {
        for await (const state of this.deps.api.follow(this.deps.review.id, ticket.signal)) {
          if (!ticket.isCurrent()) return;
          this.failures = 0;
          this.applyLive(state);
        }
      } catch (error) {
        if (isAbortError(error) || !ticket.isCurrent()) return;
        this.failures += 1;
      }
      if (!ticket.isCurrent()) return;
      this.live.finish(ticket);
      if (this.responses.some(isPending)) this.scheduleReconnect();
    })();
  }

  private applyLive(state: ReviewLiveState): void {
    if (state.reviewId !== this.deps.review.id) return;
    this.responses = state.responses;
    this.deps.onLiveState?.(state);
  }

  private scheduleReconnect(): void {
    if (this.disposed) return;
    const scheduler = this.deps.scheduler ?? timerScheduler;
    this.reconnect = scheduler.setTimeout(
      () => {
        this.reconnect = undefined;
        this.follow();
      },
      (this.deps.reconnectMs ?? DEFAULT_RECONNECT_MS) * 2 ** Math.min(this.failures, 4),
    );
  }

  private cancelReconnect(): void {
    if (this.reconnect !== undefined) (this.deps.scheduler ?? timerScheduler).clearTimeout(this.reconnect);
    this.reconnect = undefined;
  }
}

function upsert(responses: ReviewResponse[], response: ReviewResponse): ReviewResponse[] {
  return responses.some((r) => r.id === response.id)
    ? responses.map((r) => (r.id === response.id ? response : r))
    : [...responses, response];
}
