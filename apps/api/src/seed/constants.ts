/** Fixed inputs of the demo data, so every run produces the same rows. */

/** The seed's "now": two years of reviews end here, trial dates count from here. */
export const SEED_NOW = new Date('2026-11-01T12:00:00Z');
/** Every demo user's password (README lists the users). */
export const DEMO_PASSWORD = 'locus-demo';
/** The PRNG seed. */
export const DEMO_RANDOM_SEED = 20261101;

export const DAY_MS = 86_400_000;
export const daysFrom = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
export const hoursFrom = (date: Date, hours: number): Date => new Date(date.getTime() + hours * 3_600_000);
