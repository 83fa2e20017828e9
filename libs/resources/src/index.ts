// The whole public surface of @locus/resources.

// model
export type { Identified, Query, ResourceId } from './model/identified.js';
export { idKey, isIdentified } from './model/identified.js';
export {
  DEFAULT_PAGE_SIZE,
  LOADER_DEBOUNCE_MS,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  TYPEAHEAD_VISIBLE_OPTIONS,
} from './model/constants.js';
export type { BulkGate, BulkGateLocation } from './model/bulk-gate.js';
export { BULK_GATE_MESSAGES, BULK_WARNING_MS, bulkGate } from './model/bulk-gate.js';
export type { HalLink, HalList, ListPage } from './model/hal.js';
export { readEmbedded, readListPage } from './model/hal.js';
export type { HttpMethod } from './model/query-key.js';
export { cleanQuery, queryKey, stableStringify } from './model/query-key.js';
export type { ListQuery, SortOrder } from './model/list-query.js';
export { pageQuery, sortQuery } from './model/list-query.js';
export type { ResourceType, ResourceTypeInfo } from './model/resource-types.js';
export {
  RESOURCE_TYPES,
  embeddedName,
  isResourceType,
  resourceInfo,
  resourcePath,
} from './model/resource-types.js';

// transport
export type { ResourceTransport, UpdateMethod } from './transport/resource-transport.js';
export type { OpenApiClientLike } from './transport/openapi-transport.js';
export { createOpenApiTransport } from './transport/openapi-transport.js';
export { createAbortError, isAbortError } from './transport/abort.js';
export { readEventStream, type EventSourceMessage } from './transport/event-stream.js';
export type { FakeCall, FakeCallKind } from './transport/fake-transport.js';
export { FakeTransport } from './transport/fake-transport.js';

// store
export type { LoadStatus } from './store/list-status.js';
export { RequestPool } from './store/request-pool.js';
export type { RequestAccessStatus } from './store/request-access-store.js';
export { REQUEST_ACCESS_LABELS, RequestAccessStore } from './store/request-access-store.js';
export type { RequestTicket } from './store/latest-request.js';
export { LatestRequest } from './store/latest-request.js';
export type {
  EnsureOptions,
  ReadOptions,
  ResourceErrorContext,
  ResourceErrorHandler,
  ResourceStoreOptions,
  UpdateOptions,
  WriteOptions,
} from './store/resource-store.js';
export { ResourceStore } from './store/resource-store.js';
export type { Lease } from './store/lease.js';
export { lease } from './store/lease.js';
export type { ResourceStoresOptions } from './store/resource-stores.js';
export { ResourceStores } from './store/resource-stores.js';
export type { PageFetch, PageRequest, PagedListOptions } from './store/paged-list.js';
export { PagedList } from './store/paged-list.js';

// hooks
export { useStoreValue } from './hooks/use-store-value.js';

// loaders
export type { Scheduler } from './loaders/debouncer.js';
export { Debouncer, timerScheduler } from './loaders/debouncer.js';
export type { GenericLoaderOptions } from './loaders/generic-loader.js';
export { GenericLoader } from './loaders/generic-loader.js';
export type { AllOption, NamedRow, TypeaheadListOptions, TypeaheadType } from './loaders/typeahead-list.js';
export { ALL_OPTION_ID, TypeaheadList } from './loaders/typeahead-list.js';

// errors
export type { ErrorReporter, Notifier, NotifyOptions } from './errors/ports.js';
export { GENERIC_ERROR_MESSAGE, errorMessage, serverText } from './errors/error-message.js';
export type { HandleOptions, HandledError, ResourceErrorDeps } from './errors/handle-resource-error.js';
export { createResourceErrorHandler, handleResourceError } from './errors/handle-resource-error.js';
export {
  ERROR_FETCHING_GROUPS,
  ERROR_FETCHING_LOCATIONS,
  ERROR_FETCHING_SOURCES,
  TYPEAHEAD_ERROR_MESSAGES,
} from './errors/lookup-messages.js';
