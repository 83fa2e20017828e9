/**
 * TEMPORARY (issue 22, helper S): 501 stubs for the operations helper T builds in parallel (updateReview,
 * listReviewEvents and the response templates), so this branch typechecks and starts on its own.
 * The integrator deletes this file and its entry in modules/index.ts when T's handlers are merged.
 */
import type { HandlerMap } from '../../http/handler-types.js';
import { HttpError } from '../../http/http-error.js';

const notYet = (operationId: string) => async () => {
  throw new HttpError(501, 'not_implemented', `${operationId} is not implemented on this branch yet`);
};

export const pendingOperations = {
  updateReview: notYet('updateReview'),
  listReviewEvents: notYet('listReviewEvents'),
  listResponseTemplates: notYet('listResponseTemplates'),
  createResponseTemplate: notYet('createResponseTemplate'),
  updateResponseTemplate: notYet('updateResponseTemplate'),
  deleteResponseTemplate: notYet('deleteResponseTemplate'),
} satisfies HandlerMap;
