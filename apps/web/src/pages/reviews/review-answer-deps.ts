import { can } from '@locus/auth';
import {
  createResponsesApi,
  createResponseTemplatesApi,
  createReviewStatusApi,
  createReviewTagsApi,
  ResponseTemplatesStore,
  systemClock,
  type ReviewAnswerDeps,
} from '@locus/reviews';
import type { RootStore } from '../../app/root-store';

/** The account setting that makes the healthcare reply check block publishing instead of warning. */
const HEALTHCARE_BLOCKS = 'healthcare_reply_check_blocks';

/** What answering a review needs, from the session: ports, drafts, the account's settings and the user's rights. */
export function reviewAnswerDeps(
  root: RootStore,
  extra: Pick<ReviewAnswerDeps, 'onLiveState'> = {},
): ReviewAnswerDeps {
  const { auth, client } = root;
  const permissions = auth.permissions;
  return {
    responses: createResponsesApi(client),
    status: createReviewStatusApi(client),
    tags: createReviewTagsApi(client, auth.account_id ?? 0),
    drafts: root.storage,
    clock: systemClock,
    vertical: auth.account?.vertical ?? 'other',
    healthcareMode: auth.isFeatureEnabled(HEALTHCARE_BLOCKS) ? 'block' : 'warn',
    permissions: {
      respond: can(permissions, 'review', 'respond'),
      updateReview: can(permissions, 'review', 'update'),
      editTags: can(permissions, 'review_tag', 'create') && can(permissions, 'review_tag', 'delete'),
    },
    ...extra,
  };
}

/** The account's response templates, for the composers' picker and the manager. */
export function responseTemplatesStore(root: RootStore): ResponseTemplatesStore {
  const { permissions } = root.auth;
  return new ResponseTemplatesStore({
    api: createResponseTemplatesApi(root.client),
    canCreate: can(permissions, 'response_template', 'create'),
    canUpdate: can(permissions, 'response_template', 'update'),
    canDelete: can(permissions, 'response_template', 'delete'),
  });
}
