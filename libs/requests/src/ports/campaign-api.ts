import type { Schemas } from '@locus/api-client';

export type Campaign = Schemas['Campaign'];
export type CampaignWrite = Schemas['CampaignWrite'];
export type RequestTemplate = Schemas['RequestTemplate'];
export type RequestType = Schemas['RequestType'];
export type FeedbackType = Schemas['FeedbackType'];

/** A location's valid review-site URL, named by its source (GET /urls_check joined with GET /sources). */
export interface CampaignSite {
  id: number;
  label: string;
  url: string;
}

/**
 * The campaign draft's calls: POST /campaigns, GET and PUT /campaigns/{id}, the templates to start from
 * (GET /request_templates?request_type=), the location's review sites and the header image (POST /upload).
 */
export interface CampaignApi {
  create(body: CampaignWrite): Promise<Campaign>;
  get(id: number, signal?: AbortSignal): Promise<Campaign>;
  update(id: number, body: CampaignWrite, signal?: AbortSignal): Promise<Campaign>;
  templates(requestType: RequestType, signal?: AbortSignal): Promise<RequestTemplate[]>;
  sites(locationId: number, signal?: AbortSignal): Promise<CampaignSite[]>;
  /** Stores a photo (purpose photo) and replies the public URL it is served at. */
  uploadImage(file: Blob, name: string, signal?: AbortSignal): Promise<string>;
}
