/**
 * Review and response texts assembled from phrases, so the words the keyword and experience features look for
 * (staff, wait time, cleanliness, price, parking, friendly, service...) really occur, with the right tone.
 */
import type { Vertical } from '../db/schema.js';
import { FIRST_NAMES, LAST_NAMES } from './names-data.js';
import type { Random } from './random.js';

export type Tone = 'positive' | 'neutral' | 'negative';

/** The experience a phrase talks about; also the name of the tag a review about it may get. */
export const TOPICS = ['staff', 'wait time', 'cleanliness', 'price', 'parking', 'service', 'booking'] as const;
export type Topic = (typeof TOPICS)[number];

/** What the business is called in phrases, per vertical: [place, professional]. */
const NOUNS: Record<Vertical, [string, string]> = {
  healthcare: ['office', 'dentist'],
  restaurant: ['restaurant', 'server'],
  automotive: ['dealership', 'salesperson'],
  senior_care: ['community', 'caregiver'],
  other: ['company', 'technician'],
};

// {place} and {pro} are replaced by the vertical's nouns.
const PHRASES: Record<Tone, Record<Topic, string[]>> = {
  positive: {
    staff: ['The staff were friendly and welcoming from the moment I walked in.', 'Our {pro} was kind, patient and explained everything.', 'Everyone on the staff knew my name by the second visit.'],
    'wait time': ['Hardly any wait time, I was seen right on schedule.', 'In and out quickly, the wait time was minimal.'],
    cleanliness: ['The {place} is spotless and very clean.', 'Cleanliness is clearly a priority here, everything was tidy.'],
    price: ['Fair price and no surprise charges.', 'Great value for the price, they were upfront about the cost.'],
    parking: ['Parking was easy with plenty of spaces right out front.', 'Convenient parking and easy to find.'],
    service: ['Excellent service from start to finish.', 'The service was fast, friendly and professional.', 'Top notch customer service.'],
    booking: ['Booking an appointment online took a minute.', 'They fit me in the same day when I called.'],
  },
  neutral: {
    staff: ['The staff were fine, nothing special.', 'Our {pro} was polite but a little rushed.'],
    'wait time': ['The wait time was about what I expected.', 'Waited around twenty minutes, which was okay.'],
    cleanliness: ['The {place} was clean enough.', 'Decent cleanliness, a bit dated inside.'],
    price: ['Price was average for the area.', 'A bit pricey, but about the same as elsewhere.'],
    parking: ['Parking can be tight at busy times.', 'Street parking only, but we managed.'],
    service: ['Service was okay overall.', 'The service was fine, if a little slow.'],
    booking: ['Scheduling took a couple of calls.', 'Booking was fine once I got through.'],
  },
  negative: {
    staff: ['The front desk staff were rude and unhelpful.', 'Our {pro} seemed annoyed by my questions.'],
    'wait time': ['The wait time was over an hour past my appointment.', 'We waited forever and nobody told us why.'],
    cleanliness: ['The {place} was not clean, the restroom was dirty.', 'Cleanliness was a real problem on this visit.'],
    price: ['Way overpriced and the bill had charges nobody explained.', 'I was charged more than the price I was quoted.'],
    parking: ['Parking was a nightmare, there was nowhere to park.', 'Terrible parking, I had to walk three blocks.'],
    service: ['Poor service, I will not be coming back.', 'The service was slow and disorganized.'],
    booking: ['They cancelled my appointment twice without notice.', 'Nobody returned my calls to book a visit.'],
  },
};

const CLOSERS: Record<Tone, string[]> = {
  positive: ['Highly recommend!', 'Would definitely come back.', 'Five stars from our family.', 'Thank you all!', ''],
  neutral: ['Might come back.', 'It was fine.', ''],
  negative: ['Very disappointed.', 'Management should look into this.', 'Not recommended.', ''],
};

const TITLES: Record<Tone, string[]> = {
  positive: ['Great experience', 'Highly recommend', 'Wonderful visit', 'Best in town', 'So glad we found them'],
  neutral: ['It was okay', 'Average visit', 'Mixed feelings'],
  negative: ['Disappointing', 'Would not return', 'Frustrating visit', 'Needs improvement'],
};

export function toneOf(rating: number): Tone {
  if (rating === 0 || rating >= 4) return 'positive';
  return rating === 3 ? 'neutral' : 'negative';
}

export interface ReviewText {
  content: string;
  title: string;
  /** Topics mentioned, first one is the main one. */
  topics: Topic[];
}

export function reviewText(rng: Random, vertical: Vertical, rating: number): ReviewText {
  const tone = toneOf(rating);
  const [place, pro] = NOUNS[vertical];
  const topics = rng.sample(TOPICS, rng.int(1, 3));
  const sentences = topics.map((t) => rng.pick(PHRASES[tone][t]).replace('{place}', place).replace('{pro}', pro));
  const closer = rng.pick(CLOSERS[tone]);
  return { content: [...sentences, closer].filter(Boolean).join(' '), title: rng.pick(TITLES[tone]), topics };
}

const RESPONSES: Record<Tone, string[]> = {
  positive: [
    'Thank you so much, {name}! We are thrilled you had a great visit and look forward to seeing you again.',
    'Hi {name}, thanks for the kind words. Our team will be glad to hear it!',
    '{name}, we appreciate you taking the time to share this. See you next time!',
  ],
  neutral: [
    'Thanks for the feedback, {name}. We are always working to improve and hope your next visit is even better.',
    'Hi {name}, thank you for sharing. We would love to hear how we could earn five stars next time.',
  ],
  negative: [
    'We are sorry to hear this, {name}. Please call our office manager so we can make it right.',
    '{name}, this is not the experience we want for anyone. We have shared your feedback with the team; please reach out to us directly.',
  ],
};

export function responseText(rng: Random, rating: number, authorName: string): string {
  const firstName = authorName.split(' ')[0] ?? authorName;
  return rng.pick(RESPONSES[toneOf(rating)]).replace('{name}', firstName);
}

/** Star ratings skewed positive, as review sites are. */
export function rating(rng: Random): number {
  return rng.weighted([[5, 55], [4, 22], [3, 9], [2, 6], [1, 8]]);
}

/** One reviewer's review as a site shows it, before it is placed at a location and a date. */
export interface GeneratedReview {
  sourceCode: string;
  rating: number;
  author: string;
  /** Google and Facebook reviews have no title. */
  title: string | null;
  content: string;
  topics: Topic[];
  sentiment: -1 | 0 | 1;
}

/**
 * A realistic review of a business of `vertical`: its site drawn by the vertical's source shares, its stars
 * skewed as real reviews are (Facebook recommendations sometimes carry none) unless `stars` is given, and a
 * text in the matching tone. The demo seed and the simulator's new arrivals both draw theirs here.
 */
export function generatedReview(rng: Random, sources: readonly (readonly [string, number])[], vertical: Vertical, stars?: number): GeneratedReview {
  const sourceCode = rng.weighted(sources);
  const drawn = stars ?? (sourceCode === 'facebook' && rng.chance(0.15) ? 0 : rating(rng));
  const text = reviewText(rng, vertical, drawn);
  const author = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)[0]}.`;
  const tone = toneOf(drawn);
  return {
    sourceCode, rating: drawn, author, content: text.content, topics: text.topics,
    title: sourceCode === 'google' || sourceCode === 'facebook' ? null : text.title,
    sentiment: tone === 'positive' ? 1 : tone === 'neutral' ? 0 : -1,
  };
}
