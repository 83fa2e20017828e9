import type { Schemas } from '@locus/api-client';

export type ResponseTemplate = Schemas['ResponseTemplate'];

/** What a template is made of: a name and its text with placeholders. */
export interface ResponseTemplateDraft {
  name: string;
  content: string;
}

/** The account's reply templates: GET, POST /response_templates, PUT, DELETE /response_templates/{id}. */
export interface ResponseTemplatesApi {
  page(page: number, perPage: number, signal?: AbortSignal): Promise<Schemas['ResponseTemplateList']>;
  create(template: ResponseTemplateDraft): Promise<ResponseTemplate>;
  update(id: number, template: ResponseTemplateDraft): Promise<ResponseTemplate>;
  remove(id: number): Promise<void>;
}
