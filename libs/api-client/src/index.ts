// The whole public surface of @locus/api-client.
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
export {
  createLocusMiddleware,
  CLIENT_HEADER,
  METHOD_OVERRIDE_HEADER,
  type LocusMiddlewareOptions,
} from './middleware.js';
export { LOCUS_MEDIA_TYPE } from './media-type.js';
export { basicAuthHeader, type Credentials } from './basic-auth.js';
export { defaultNonce } from './nonce.js';
export { unwrap, type FetchResult } from './unwrap.js';
export { ApiError, isApiError, readErrorBody, type ApiErrorBody } from './api-error.js';
export type { Schemas, ListOf, ListItem } from './types.js';
export type { paths, operations, components } from './generated/schema.js';
