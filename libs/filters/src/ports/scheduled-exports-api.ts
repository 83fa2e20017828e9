import type { ExportLegend } from '../model/date-ranges.js';
import type { Frequency, Weekday } from '../model/schedule.js';

/** Export types for scheduling (P9-044). */
export const SCHEDULED_EXPORT_TYPES = [
  'reviews',
  'metric_locations',
  'metric_groups',
  'experience_categories',
  'keywords',
  'keyword_details',
  'competitors_overview',
  'competitors_brands',
  'microsurvey_responses',
] as const;

export type ScheduledExportType = (typeof SCHEDULED_EXPORT_TYPES)[number];

/** A scheduled export as the list sends it (P3-025..P3-028; the contract's ScheduledExport). */
export interface ScheduledExport {
  id: number;
  account_id: number;
  created_by_user_id?: number | null;
  display_name: string;
  date_range_legend: ExportLegend | string;
  filters: Record<string, unknown>;
  recipient_user_ids: number[];
  recipient_emails: string[];
  email_frequency: Frequency;
  email_subject: string;
  email_body?: string | null;
  /** HH:mm */
  scheduled_time: string;
  day_of_week?: Weekday | null;
  day_of_month?: number | null;
  export_type: ScheduledExportType;
  resource_id?: number | null;
  last_sent_at?: string | null;
  created_at?: string;
}

/** The body of POST /scheduled_exports and PATCH /scheduled_exports/{id} (P7-047, P7-048). */
export interface ScheduledExportPayload {
  date_range_legend: ExportLegend;
  filters: Record<string, unknown>;
  recipient_user_ids: number[];
  email_frequency: Frequency;
  email_subject: string;
  scheduled_time: string;
  day_of_week: Weekday | null;
  day_of_month: number | null;
  export_type: ScheduledExportType;
  resource_id?: number | null;
}

/** GET /scheduled_exports parameters (P7-050). */
export interface ScheduledExportsQuery {
  account_id: number;
  export_type?: ScheduledExportType[];
  created_by_user_id?: number;
  'sort[by]'?: string;
  'sort[order]'?: 'asc' | 'desc';
  page?: number;
}

export interface ScheduledExportsPage {
  items: ScheduledExport[];
  total: number;
  page: number;
  totalPages: number;
}

/** A user who can receive the export (GET /users with keywords, search_type, include_shadow_users). */
export interface RecipientUser {
  id: number;
  email: string;
  name?: string | null;
}

/**
 * The scheduled-export calls (P7-047..P7-051) and the recipients' user search.
 * `api/scheduled-exports-api.ts` adapts the typed client to it, so the stores are tested without HTTP.
 */
export interface ScheduledExportsApi {
  list(query: ScheduledExportsQuery): Promise<ScheduledExportsPage>;
  create(payload: ScheduledExportPayload): Promise<ScheduledExport>;
  update(id: number, payload: ScheduledExportPayload): Promise<ScheduledExport>;
  remove(id: number): Promise<void>;
  searchUsers(keywords: string): Promise<RecipientUser[]>;
}
