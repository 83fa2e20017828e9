import { isApiError } from '@locus/api-client';
import { errorMessage } from '@locus/resources';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { CONFIRMING, READY, confirmedView, failedView, type EmailConfirmationView } from '../model/email-confirmation.js';
import type { EmailConfirmationApi } from '../ports/settings-api.js';

/** Confirms the e-mailed link on the user's click, once: the token is spent by the first call. */
export class EmailConfirmationStore {
  view: EmailConfirmationView = READY;
  private started = false;

  constructor(
    private readonly api: EmailConfirmationApi,
    private readonly token: string,
  ) {
    makeObservable(this, { view: observableRef, confirm: action });
  }

  async confirm(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.view = CONFIRMING;
    try {
      const { email } = await this.api.confirm(this.token);
      runInAction(() => (this.view = confirmedView(email)));
    } catch (error) {
      runInAction(() => (this.view = failedView(isApiError(error) ? error.status : null, errorMessage(error))));
    }
  }

  dispose(): void {
    // Nothing to cancel: the confirmation must finish once sent.
  }
}
