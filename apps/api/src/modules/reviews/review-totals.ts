/**
 * A short-lived memo of review totals per account and filter set. People page through one filter set (cursor
 * after cursor), and each page would otherwise count the same rows again; a total up to a few seconds old is
 * good enough for "N reviews" (the rows themselves are always read fresh). Per process, bounded in size.
 */
export interface ReviewTotal {
  total: number;
  estimated: boolean;
}

export const TOTAL_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

export class ReviewTotals {
  private readonly entries = new Map<string, { value: ReviewTotal; at: number }>();

  constructor(private readonly ttlMs = TOTAL_TTL_MS) {}

  async get(key: string, now: number, compute: () => Promise<ReviewTotal>): Promise<ReviewTotal> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = await compute();
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, at: now });
    return value;
  }
}
