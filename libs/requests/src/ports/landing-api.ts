import type { Schemas } from '@locus/api-client';

export type Landing = Schemas['Landing'];

/** The customer's public page (no session; the token is the recipient's): /landing/{token}... */
export interface LandingApi {
  get(token: string, signal?: AbortSignal): Promise<Landing>;
  /** Records the score; where the customer goes next. */
  answer(token: string, score: number): Promise<'site' | 'feedback'>;
  /** Records the click; the site's URL to open. */
  click(token: string, urlId: number): Promise<string>;
  sendFeedback(token: string, content: string): Promise<void>;
}
