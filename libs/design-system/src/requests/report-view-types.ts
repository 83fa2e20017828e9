// The shapes the Ask for Reviews report views share with libs/requests' hooks (requests-view-models.md 5-8).
// Plain types only: the views take them as props, the hooks return them, neither package imports the other.

export type RequestsLoadStatus = 'loading' | 'ready' | 'error';

/** How far a customer went after a request: the furthest step wins. */
export type RequestOutcome = 'not_sent' | 'sent' | 'opened' | 'clicked_site' | 'feedback' | 'unsubscribed';

/** A choice of a select; `hint` says why a disabled one is disabled. */
export interface RequestsOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
  hint?: string;
}

/** One day of the overview's trend. */
export interface RequestsDayView {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'Nov 3' */
  label: string;
  sent: number;
  opened: number;
  clicked: number;
  feedback: number;
}
