import type { Schemas } from '@locus/api-client';

export type RequestPage = Schemas['RequestPage'];
export type RequestPageWrite = Schemas['RequestPageWrite'];

/** The account's landing-page settings: GET and PUT /request_page. */
export interface RequestPageApi {
  get(signal?: AbortSignal): Promise<RequestPage>;
  save(body: RequestPageWrite): Promise<RequestPage>;
}
