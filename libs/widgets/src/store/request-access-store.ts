import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { AMPLIFY_MESSAGES } from '../model/home-rules.js';
import type { WidgetsApi } from '../ports/widgets-api.js';

export type RequestAccessStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** The teaser's Request Access (F6-030, F7-049): sends once; a failure offers 'Try again'. */
export class RequestAccessStore {
  status: RequestAccessStatus = 'idle';

  constructor(private readonly api: Pick<WidgetsApi, 'requestAccess'>) {
    makeObservable(this, { status: observable, label: computed, disabled: computed, request: action });
  }

  /** The button's text in each state. */
  get label(): string {
    if (this.status === 'sent') return AMPLIFY_MESSAGES.requestSent;
    if (this.status === 'failed') return AMPLIFY_MESSAGES.requestRetry;
    return AMPLIFY_MESSAGES.requestAccess;
  }

  get disabled(): boolean {
    return this.status === 'sending' || this.status === 'sent';
  }

  async request(): Promise<void> {
    if (this.disabled) return;
    this.status = 'sending';
    try {
      await this.api.requestAccess();
      runInAction(() => (this.status = 'sent'));
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }
}
