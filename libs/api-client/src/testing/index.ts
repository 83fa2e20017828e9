// Test helpers of @locus/api-client (tests only; not part of the lib's main surface).
export {
  createFakeApi,
  failure,
  FAKE_BASE_URL,
  type FakeApi,
  type FakeHandler,
  type FakeRequest,
  type FakeRoutes,
  type RecordedRequest,
} from './fake-api.js';
export type { ContractRoute, DeepPartial, FakeReply, SuccessReply, ErrorReply, TextReply, HeldReply } from './contract-routes.js';
export { sentRequest } from './sent-request.js';
