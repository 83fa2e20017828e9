import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export type RequestAccessStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** The button's text in each state (Amplify's teaser and the Local Listings preview say the same). */
export const REQUEST_ACCESS_LABELS = { request: 'Request Access', sent: 'Request sent!', retry: 'Try again' } as const;

/** A feature's Request Access (F6-030, F7-049): sends the feature request once; a failure offers 'Try again'. */
export class RequestAccessStore {
  status: RequestAccessStatus = 'idle';

  constructor(private readonly api: { requestAccess(): Promise<void> }) {
    makeObservable(this, { status: observable, label: computed, disabled: computed, request: action });
  }

  /** The button's text in each state. */
  get label(): string {
    if (this.status === 'sent') return REQUEST_ACCESS_LABELS.sent;
    if (this.status === 'failed') return REQUEST_ACCESS_LABELS.retry;
    return REQUEST_ACCESS_LABELS.request;
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
