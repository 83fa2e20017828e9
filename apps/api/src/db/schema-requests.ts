/** The Ask for Reviews tables (migrations 0021 and 0022); schema.ts lists them in `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@locus/api-client';
import type { CreatedAt, Json, Timestamp } from './schema.js';

type Schemas = components['schemas'];
export type RequestType = Schemas['RequestType'];
export type FeedbackType = Schemas['FeedbackType'];
export type CampaignStatus = Schemas['CampaignStatus'];
export type RecipientStatus = Schemas['RecipientStatus'];

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface RequestTemplatesTable {
  id: Generated<number>;
  account_id: number;
  request_type: RequestType;
  layout_id: Defaulted<number>;
  name: string;
  subject: Defaulted<string>;
  content: string;
  header_text: Defaulted<string>;
  header_image: string | null;
  use_header_image: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The landing-page settings; no row reads as the defaults. */
export interface RequestPagesTable {
  id: Generated<number>;
  account_id: number;
  contact_email: string | null;
  contact_number: string | null;
  created_by_user_id: number | null;
  logo_url: string | null;
  nps_threshold: Defaulted<number>;
  stars_threshold: Defaulted<number>;
  reminder_days: number | null;
  /** Null until the account first saves the settings. */
  updated_at: Timestamp | null;
}

export interface CampaignsTable {
  id: Generated<number>;
  account_id: number;
  location_id: number;
  created_by_user_id: number | null;
  name: string;
  request_type: Defaulted<RequestType>;
  layout_id: Defaulted<number>;
  template_id: number | null;
  subject: Defaulted<string>;
  content: Defaulted<string>;
  header_text: Defaulted<string>;
  header_image: string | null;
  use_header_image: Defaulted<boolean>;
  sender_name: Defaulted<string>;
  sender_email: string | null;
  url_ids: Defaulted<number[]>;
  auto_select_sources: Defaulted<boolean>;
  feedback_type: Defaulted<FeedbackType>;
  reminder_days: number | null;
  status: Defaulted<CampaignStatus>;
  scheduled_at: Timestamp | null;
  sent_at: Timestamp | null;
  recipient_count: Defaulted<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One customer asked: the request itself (its token opens the landing page). */
export interface CampaignRecipientsTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  location_id: number;
  name: string;
  email: string | null;
  /** Ten digits. */
  phone: string | null;
  status: Defaulted<RecipientStatus>;
  token: string;
  sent_at: Timestamp | null;
  opened_at: Timestamp | null;
  clicked_at: Timestamp | null;
  clicked_url_id: number | null;
  score: number | null;
  feedback_at: Timestamp | null;
  review_id: number | null;
  unsubscribed_at: Timestamp | null;
  reminded_at: Timestamp | null;
  error: string | null;
}

/** A refused row of a recipients CSV: its line number, what it held and why. */
export interface FailedRecipientRow {
  line: number;
  name: string;
  email: string;
  phone: string;
  reason: string;
}

export interface RecipientUploadsTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  upload_id: number;
  total_successful: number;
  total_failed: number;
  total_do_not_contact: number;
  total_unsubscribed: number;
  failed_rows: Json<FailedRecipientRow[]>;
  created_at: CreatedAt;
}

export interface DoNotContactTable {
  id: Generated<number>;
  account_id: number;
  email: string | null;
  phone: string | null;
  reason: Defaulted<'added' | 'unsubscribed'>;
  created_at: CreatedAt;
}

/** The local SMS provider's outbox. */
export interface OutboxSmsTable {
  id: Generated<number>;
  to_phone: string;
  body: string;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export type MicrosurveyQuestion = Schemas['MicrosurveyQuestion'];

export interface MicrosurveysTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  is_star_rating_question: Defaulted<boolean>;
  normalize_star_rating: Defaulted<boolean>;
  star_question: Defaulted<string>;
  star_scale: Defaulted<number>;
  questions: Json<MicrosurveyQuestion[]>;
  token: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MicrosurveyResponsesTable {
  id: Generated<number>;
  account_id: number;
  microsurvey_id: number;
  location_id: number | null;
  star_rating: number | null;
  answers: Json<Record<string, string>>;
  custom_attributes: Json<Record<string, string>>;
  created_at: CreatedAt;
}

export interface RequestTables {
  microsurveys: MicrosurveysTable;
  microsurvey_responses: MicrosurveyResponsesTable;
  request_templates: RequestTemplatesTable;
  request_pages: RequestPagesTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  recipient_uploads: RecipientUploadsTable;
  do_not_contact: DoNotContactTable;
  outbox_sms: OutboxSmsTable;
}
