/**
 * The directory simulator's new reviews: what the sites would bring a location over time (a real connector
 * would fetch them). Texts, authors, sites and the rating mix come from the demo seed's generator, so arrivals
 * read like the seeded history, 1 and 2 stars included.
 */
import type { Kysely } from 'kysely';
import type { Database, Vertical } from '../../db/schema.js';
import type { NewArrival } from '../../modules/reviews/review-arrivals.js';
import { VERTICALS } from '../../seed/businesses-data.js';
import type { Random } from '../../seed/random.js';
import { generatedReview } from '../../seed/review-text.js';

export interface ArrivalLocation {
  id: number;
  vertical: Vertical;
}

/** One new review of the location, published at `now`; `stars` forces its rating (1-5). */
export async function simulatedArrival(db: Kysely<Database>, rng: Random, location: ArrivalLocation, now: Date, stars?: number): Promise<NewArrival> {
  const sources = VERTICALS[location.vertical].sources;
  const review = generatedReview(rng, sources, location.vertical, stars);
  const source = await db.selectFrom('sources').select('id').where('code', '=', review.sourceCode as never).executeTakeFirstOrThrow();
  return {
    location_id: location.id,
    source_id: source.id,
    rating: review.rating,
    author_name: review.author,
    title: review.title,
    content: review.content,
    sentiment: review.sentiment,
    published_at: now,
    url: `https://reviews.example/${review.sourceCode}/arrivals/${location.id}-${now.getTime()}`,
  };
}
