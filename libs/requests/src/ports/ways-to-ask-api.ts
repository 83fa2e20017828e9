/** A location's review-site page a customer can be sent to. */
export interface ReviewLink {
  urlId: number;
  url: string;
  sourceCode: string;
  sourceName: string;
}

/** The location's valid review links (GET /urls_check?location_id=&status=valid, named by GET /sources). */
export interface WaysToAskApi {
  reviewLinks(locationId: number, signal?: AbortSignal): Promise<ReviewLink[]>;
}
