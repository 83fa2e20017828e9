/** The counter under a limited text area (P5-032, P5-033). */
export function characterCount(length: number, limit: number): { text: string; over: boolean } {
  const remaining = limit - length;
  return remaining >= 0
    ? { text: `${remaining} characters remaining`, over: false }
    : { text: `${-remaining} characters too many`, over: true };
}
