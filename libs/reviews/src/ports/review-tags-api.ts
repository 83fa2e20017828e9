/** A review's tags (section 7, Tags): the account's names to suggest, and tagging one review. */
export interface ReviewTagsApi {
  /** GET /tags with keywords and search_type=typeahead (P7-041): the names, best match first. */
  suggest(keywords: string, signal?: AbortSignal): Promise<string[]>;
  /** POST /review_tags. */
  add(reviewId: number, name: string): Promise<void>;
  /** DELETE /review_tags with account_id, review_id and name (P7-040). */
  remove(reviewId: number, name: string): Promise<void>;
}
