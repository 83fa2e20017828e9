/** The rules of a request's text, shared by the templates and the campaign drafts. */
import { badRequest } from '../../http/http-error.js';

/** Four SMS messages. */
export const SMS_CONTENT_MAX = 640;

/** 400 naming `content` when an SMS text is longer than four messages. */
export function assertSmsLength(requestType: 'email' | 'sms', content: string): void {
  if (requestType === 'sms' && content.length > SMS_CONTENT_MAX) {
    throw badRequest(`An SMS message is at most ${SMS_CONTENT_MAX} characters`, 'content');
  }
}
