// The plain shapes the Ask for Reviews views share (the view models of the requests lib, structurally).
export type LoadStatus = 'loading' | 'ready' | 'error';
export type RequestType = 'email' | 'sms';
export type FeedbackType = 'nps' | 'stars';

/** A choice of a select or toggle; `hint` says why it is disabled. */
export interface Option<V> {
  value: V;
  label: string;
  disabled?: boolean;
  hint?: string;
}
