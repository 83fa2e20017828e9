import type { Schemas } from '@locus/api-client';
import type { ListPage } from '@locus/resources';

export type DoNotContact = Schemas['DoNotContact'];

/** One address to add: an e-mail or a 10-digit phone. */
export type DoNotContactEntry = { email: string } | { phone: string };

/** The do-not-contact list: GET, POST /do_not_contact, DELETE /do_not_contact/{id}, /export/csv/do_not_contact. */
export interface DoNotContactApi {
  list(
    query: { page: number; perPage: number; keywords: string },
    signal?: AbortSignal,
  ): Promise<ListPage<DoNotContact>>;
  add(entry: DoNotContactEntry): Promise<DoNotContact>;
  remove(id: number): Promise<void>;
  /** The CSV's link (relative to the page, under the API's base), a plain GET the page opens (P7-079). */
  csvHref(): string;
  /** The CSV fetched with the session's credentials and handed to the user (the plain link has none). */
  downloadCsv(): Promise<void>;
}
