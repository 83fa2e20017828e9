/** The page a typed value means: invalid or below 1 is 1 (P5-045), above the count is the last page (P5-046). */
export function normalizePageNumber(input: string, pageCount: number): number {
  const page = Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}
