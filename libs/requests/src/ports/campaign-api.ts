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

/** A location's valid review-site URL as GET /urls_check lists it (named by joining its source). */
export interface CampaignSiteUrl {
  id: number;
  sourceId: number;
  url: string;
}

/** A review source's id and name (GET /sources), read once per page to name the location's sites. */
export interface CampaignSource {
  id: number;
  name: string;
}

/**
 * The campaign draft's calls: POST /campaigns, GET and PUT /campaigns/{id}, the templates to start from
 * (GET /request_templates, every type at once), the review sources (GET /sources), a location's valid
 * URLs (GET /urls_check) and the header image (POST /upload). Sources and URLs are separate so the
 * sources can be read before the draft's location is known.
 */
export interface CampaignApi {
  create(body: CampaignWrite): Promise<Campaign>;
  get(id: number, signal?: AbortSignal): Promise<Campaign>;
  update(id: number, body: CampaignWrite, signal?: AbortSignal): Promise<Campaign>;
  templates(signal?: AbortSignal): Promise<RequestTemplate[]>;
  sources(signal?: AbortSignal): Promise<CampaignSource[]>;
  siteUrls(locationId: number, signal?: AbortSignal): Promise<CampaignSiteUrl[]>;
  /** Stores a photo (purpose photo) and replies the public URL it is served at. */
  uploadImage(file: Blob, name: string, signal?: AbortSignal): Promise<string>;
}

/** The location's URLs named by their source (an unknown source is named by its id). */
export function namedSites(urls: readonly CampaignSiteUrl[], sources: readonly CampaignSource[]): CampaignSite[] {
  const names = new Map(sources.map((s) => [s.id, s.name]));
  return urls.map((u) => ({ id: u.id, label: names.get(u.sourceId) ?? `Site ${u.sourceId}`, url: u.url }));
}
