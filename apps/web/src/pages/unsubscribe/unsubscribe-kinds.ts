import type { ApiClient } from '@locus/api-client';
import {
  unsubscribeAlerts,
  unsubscribeRequests,
  unsubscribeScheduledExport,
  type UnsubscribeOutcome,
} from './unsubscribe-calls';

export interface UnsubscribeKind {
  title: string;
  what: string;
  /** The contract's call for this kind of link (the page says so plainly when a kind has none). */
  call?: (client: ApiClient, token: string) => Promise<UnsubscribeOutcome>;
}

/** The three unsubscribe links of the e-mails, by route id. */
export const UNSUBSCRIBE_KINDS: Readonly<Record<string, UnsubscribeKind>> = {
  'unsubscribe-alerts': { title: 'Unsubscribe from alerts', what: 'new-review alert e-mails', call: unsubscribeAlerts },
  'unsubscribe-requests': {
    title: 'Unsubscribe from review requests',
    what: 'review requests from this business',
    call: unsubscribeRequests,
  },
  'unsubscribe-scheduled-exports': {
    title: 'Unsubscribe from a scheduled export',
    what: 'this scheduled export',
    call: unsubscribeScheduledExport,
  },
};
