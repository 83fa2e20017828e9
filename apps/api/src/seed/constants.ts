/** Fixed inputs of the demo data, so every run on the same day produces the same rows. */

/**
 * The seed's "now": two years of reviews end here, trial dates count from here. It is today (noon UTC), so a
 * demo seeded on any date has recent reviews and a running trial; LOCUS_SEED_NOW pins it (the tests do).
 */
export const SEED_NOW = seedNow(process.env['LOCUS_SEED_NOW']);

function seedNow(pinned: string | undefined): Date {
  if (pinned) return new Date(pinned);
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  return today;
}
/** Every demo user's password (README lists the users). */
export const DEMO_PASSWORD = 'locus-demo';
/** The PRNG seed. */
export const DEMO_RANDOM_SEED = 20261101;

export const DAY_MS = 86_400_000;
export const daysFrom = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
export const hoursFrom = (date: Date, hours: number): Date => new Date(date.getTime() + hours * 3_600_000);
