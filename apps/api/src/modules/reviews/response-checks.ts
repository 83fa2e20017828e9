/**
 * The checks a reply passes before Locus accepts it, with the SAME rules the browser's composer applies
 * (@locus/reviews/response-rules): the site takes replies, the reply fits the site's limit, and a healthcare
 * account's privacy check (warn or block, the account's healthcare_reply_check_blocks setting) lets it through.
 */
import type { Kysely } from 'kysely';
import {
  checkHealthcareReply, healthcareReplyCheckApplies, responseCapability, responseValidationMessage,
} from '@locus/reviews/response-rules';
import type { Database, SourceCode, Vertical } from '../../db/schema.js';
import { unprocessable } from '../../http/http-error.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { HEALTHCARE_REPLY_BLOCKS_SETTING } from '../accounts/setting-codes.js';

export interface ReplyContext {
  accountId: number;
  sourceCode: SourceCode;
  sourceName: string;
  vertical: Vertical;
}

/** 422 with the composer's own words when the reply may not be published. */
export async function assertReplyPublishable(db: Kysely<Database>, review: ReplyContext, content: string): Promise<void> {
  const capability = responseCapability(review.sourceCode);
  if (!capability.canReply) throw unprocessable(capability.reason, 'content');
  const tooLong = responseValidationMessage(content, capability.maxLength, review.sourceName);
  if (tooLong) throw unprocessable(tooLong, 'content');
  if (!healthcareReplyCheckApplies(review.vertical)) return;
  const blocks = await settingIsOn(db, review.accountId, HEALTHCARE_REPLY_BLOCKS_SETTING);
  const check = checkHealthcareReply(content, blocks ? 'block' : 'warn');
  if (!check.mayPublish) throw unprocessable(check.message ?? 'This reply may break patient privacy.', 'content');
}
