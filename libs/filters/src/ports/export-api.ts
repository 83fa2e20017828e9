/** The resources an export can be asked for (platform.md section 7, Exports). */
export const EXPORTABLE_RESOURCES = [
  'reviews',
  'partner_scorecards',
  'locations',
  'groups',
  'metric_locations',
  'metric_groups',
  'location_performance',
  'microsurvey_responses',
  'competitors_overview',
  'competitors_brands',
  'experience_categories',
  'keywords',
  'keyword_details',
  'mta_accounts',
  'mta_integrations',
] as const;

export type ExportResource = (typeof EXPORTABLE_RESOURCES)[number];

/** The body of POST /export_files/{account_id} (P7-075). */
export interface ExportRequest {
  resource: ExportResource;
  filters: Record<string, unknown>;
  file_type: 'csv';
  download_options?: Record<string, unknown>;
  request_type?: string;
  resource_id?: number;
  send_email: boolean;
}

/** An export file as polled (P3-030). */
export interface ExportFile {
  id: number;
  status?: string | null;
  status_reason?: string | null;
  file_url?: string | null;
}

/**
 * The export calls (P7-075..P7-077). `api/export-api.ts` adapts the typed client to it, so the
 * store is tested without HTTP.
 */
export interface ExportApi {
  /** POST /export_files/{account_id}. */
  requestExport(accountId: number, payload: ExportRequest): Promise<ExportFile>;
  /** GET /export_files/{id}. */
  getExportFile(id: number): Promise<ExportFile>;
  /** Fetches the file (e.g. /fetch-export-file/{id}/file-data) and hands it to the browser under this name. */
  download(url: string, fileName: string): Promise<void>;
}
