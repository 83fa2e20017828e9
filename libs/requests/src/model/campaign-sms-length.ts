/** One SMS carries 160 GSM characters; concatenated parts carry 153 each (the rest is the joining header). */
export const SMS_SEGMENT = 160;
export const SMS_CONCATENATED_SEGMENT = 153;
/** Four messages at most. */
export const SMS_MAX = 640;

/** GSM 03.38 extension characters: each is sent as an escape plus the character, so counts twice. */
const GSM_EXTENDED = new Set(['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']);

export interface SmsLength {
  characters: number;
  segments: number;
  limit: number;
}

/** The length of a text message in GSM characters and how many messages it takes (the composer's counter). */
export function smsLength(text: string): SmsLength {
  let characters = 0;
  for (const char of text) characters += GSM_EXTENDED.has(char) ? 2 : 1;
  const segments =
    characters === 0 ? 0 : characters <= SMS_SEGMENT ? 1 : Math.ceil(characters / SMS_CONCATENATED_SEGMENT);
  return { characters, segments, limit: SMS_MAX };
}
