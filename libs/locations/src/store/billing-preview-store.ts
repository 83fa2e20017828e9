import type { Schemas } from '@locus/api-client';
import { isAdmin } from '@locus/auth';
import { GenericLoader, type Notifier } from '@locus/resources';
import { computed, makeObservable, reaction, type IReactionDisposer } from 'mobx';
import { BILLING_PREVIEW_ERROR, billingPreviewText, showsExactPrice } from '../model/billing-preview.js';
import type { BillingApi } from '../ports/billing-api.js';
import { LOCATION_SETTINGS, type LocationSession } from '../ports/session.js';

/** The billing preview on the new-location form (section 6): fetched only for those who see the price. */
export class BillingPreviewStore {
  readonly loader: GenericLoader<number | null, Schemas['LocationBillingPreview']>;
  private readonly session: LocationSession;
  private readonly stopAlerting: IReactionDisposer;

  /** With a notifier, a failed preview alerts 'Error fetching location pricing preview.' (F8-006). */
  constructor(api: BillingApi, session: LocationSession, notifier?: Notifier) {
    this.session = session;
    makeObservable(this, { text: computed });
    const exact = showsExactPrice(this.input());
    this.loader = new GenericLoader({
      params: () => (exact ? session.account_id : null),
      skip: (id) => id === null,
      errorMessage: BILLING_PREVIEW_ERROR,
      load: (id, signal) => api.locationPreview(id ?? 0, signal),
    });
    this.stopAlerting = reaction(
      () => this.loader.error,
      (error) => error && notifier?.alert(error),
    );
  }

  private input() {
    return {
      featureOn: this.session.isFeatureEnabled(LOCATION_SETTINGS.billingPreview),
      isAdmin: isAdmin(this.session.user_type),
      isWhitelabel: this.session.isWhitelabel,
    };
  }

  /** The sentence to show, or null when the feature is off. */
  get text(): string | null {
    return billingPreviewText({ ...this.input(), monthlyUnitCents: this.loader.data?.new_location_monthly_unit_cents ?? null });
  }

  dispose(): void {
    this.stopAlerting();
    this.loader.dispose();
  }
}
