/** Plain shapes the answering-reviews views draw; the app maps libs/reviews' stores onto them. */

/** The composer's state, one per screen the reply box can show. */
export type ResponseComposerState =
  | 'composing'
  | 'publishing'
  | 'published'
  | 'error_published'
  | 'error_unpublished'
  | 'deleting'
  | 'read_only_source'
  | 'no_permission';

/** The status chip of one response (P4-054, P4-058, P4-059). */
export type ResponseChipStatus = 'published' | 'publishing' | 'publish_failed' | 'deleting' | 'delete_failed';

/** One response as a card shows it; dates arrive formatted. */
export interface ResponseView {
  /** Who wrote it in Locus; null for a reply written on the site itself. */
  author: string | null;
  date: string;
  text: string;
}

/** A response template as a picker lists it. */
export interface TemplateOption {
  id: number;
  name: string;
}

/** The healthcare reply check's finding: the words that matched, and whether the account blocks. */
export interface HealthcareWarningView {
  mode: 'warn' | 'block';
  matches: readonly string[];
}

/** The counter under the reply: 'N characters remaining' / 'N characters too many' (P5-032, P5-033). */
export interface CounterView {
  text: string;
  over: boolean;
}
