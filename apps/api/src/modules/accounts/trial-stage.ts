/**
 * The trial banner's stage (F4-108..F4-112, P3-057): 1 welcomes while the reviews from Google are being fetched
 * (no Google URL of the account scanned yet), 2 walks the checklist, 3 promotes more sources once every step of
 * the checklist is done.
 */
export function trialStage(googleScanned: boolean, checklist: readonly boolean[]): 1 | 2 | 3 {
  if (!googleScanned) return 1;
  return checklist.every(Boolean) ? 3 : 2;
}
