/** The text of a new-review alert e-mail: plain text, with the review's link and the unsubscribe link. */

export interface AlertReview {
  id: number;
  rating: number;
  author_name: string | null;
  title: string | null;
  content: string | null;
  location_name: string;
  source_name: string;
}

const EXCERPT_MAX = 300;

/** The review's text cut at a word boundary, so a long review does not fill the e-mail. */
export function excerptOf(review: Pick<AlertReview, 'title' | 'content'>): string {
  const text = [review.title, review.content].filter((part) => part && part.trim() !== '').join(' - ').replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The web app's review page and unsubscribe page (it posts the token to POST /unsubscribe/alerts/{token}). */
export const reviewLink = (origin: string, reviewId: number) => `${origin}/reviews/${reviewId}`;
export const alertUnsubscribeLink = (origin: string, token: string) => `${origin}/unsubscribe/alerts/${encodeURIComponent(token)}`;

export function alertSubject(review: Pick<AlertReview, 'rating' | 'location_name'>): string {
  return review.rating > 0 ? `New ${review.rating}-star review for ${review.location_name}` : `New review for ${review.location_name}`;
}

export function alertBody(review: AlertReview, origin: string, unsubscribeToken: string): string {
  const excerpt = excerptOf(review);
  return [
    `${review.location_name} has a new review on ${review.source_name}.`,
    '',
    `Rating: ${review.rating > 0 ? `${review.rating} of 5 stars` : 'no rating'}`,
    `Author: ${review.author_name?.trim() || 'Anonymous'}`,
    `Site: ${review.source_name}`,
    '',
    excerpt === '' ? '(The review has no text.)' : `"${excerpt}"`,
    '',
    `Read and answer it in Locus: ${reviewLink(origin, review.id)}`,
    '',
    'You receive this e-mail because new-review alerts are on for you. To turn them off, open:',
    alertUnsubscribeLink(origin, unsubscribeToken),
    '',
  ].join('\n');
}
