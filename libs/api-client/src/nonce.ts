let counter = 0;

/** A cache-busting value for GET calls (P7-007): a time stamp plus a counter, unique per page load. */
export function defaultNonce(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}`;
}
