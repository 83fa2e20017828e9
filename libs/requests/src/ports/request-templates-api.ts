import type { Schemas } from '@locus/api-client';

export type RequestTemplateWrite = Schemas['RequestTemplateWrite'];

/** The account's request templates: GET, POST /request_templates, PUT, DELETE /request_templates/{id}. */
export interface RequestTemplatesApi {
  list(requestType: Schemas['RequestType'] | null, signal?: AbortSignal): Promise<Schemas['RequestTemplate'][]>;
  create(body: RequestTemplateWrite): Promise<Schemas['RequestTemplate']>;
  update(id: number, body: RequestTemplateWrite): Promise<Schemas['RequestTemplate']>;
  remove(id: number): Promise<void>;
}
