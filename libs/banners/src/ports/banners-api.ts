import type { Schemas } from '@locus/api-client';

export type OauthToken = Schemas['OauthToken'];
export type SetupProgress = Schemas['SetupProgress'];

/** What the banners read from the API (platform.md 7: oauth_tokens, accounts/{id}/setup_progress). */
export interface BannersApi {
  /** P7-030: the account's OAuth tokens (every one: an account has a handful). */
  oauthTokens(accountId: number): Promise<OauthToken[]>;
  /** P7-036: the trial checklist and stage. */
  setupProgress(accountId: number): Promise<SetupProgress>;
}
