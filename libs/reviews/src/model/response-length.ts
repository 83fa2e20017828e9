/** How long a reply is against its site's limit, counted as the sites count. */
export interface ResponseLength {
  /** Characters as the sites count them: code points, so an emoji is one, not two UTF-16 units. */
  length: number;
  maxLength: number;
  /** Characters still free; 0 once the limit is reached. */
  left: number;
  /** Characters past the limit; 0 while within it. */
  over: number;
}

const count = new Intl.NumberFormat('en-US');
const characters = (n: number) => `${count.format(n)} ${n === 1 ? 'character' : 'characters'}`;

/**
 * The length of a reply as it will be published. We trim it before publishing, so leading and trailing
 * whitespace does not count.
 */
export function responseLength(text: string, maxLength: number): ResponseLength {
  // Array.from walks code points (a surrogate pair is one step).
  const length = Array.from(text.trim()).length;
  return { length, maxLength, left: Math.max(0, maxLength - length), over: Math.max(0, length - maxLength) };
}

/** The composer's counter under the text box, e.g. "4,084 characters left". */
export function responseCounterText({ left, over }: ResponseLength): string {
  return over > 0 ? `${characters(over)} over the limit` : `${characters(left)} left`;
}

/** Why the composer's reply cannot be published yet, or null when it can. */
export function responseValidationMessage(text: string, maxLength: number, siteName: string): string | null {
  const { over } = responseLength(text, maxLength);
  if (text.trim() === '') return 'Write a response before publishing.';
  if (over > 0) {
    return `${siteName} accepts replies of up to ${characters(maxLength)}. Shorten this one by ${characters(over)}.`;
  }
  return null;
}
