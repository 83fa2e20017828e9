import type { Schemas } from '@locus/api-client';
import type { CampaignReport, CampaignReportSort } from '../ports/campaign-report-api.js';
import type { RequestsLoadStatus } from './requests-overview.js';
import type { Clock } from './request-times.js';
import { formatSentAt, rate } from './requests-overview-format.js';

export interface CampaignReportRowView {
  id: number;
  name: string;
  locationName: string;
  typeLabel: string;
  statusLabel: string;
  sentAt: string;
  sent: number;
  openRate: string;
  clickRate: string;
  feedback: number;
  unsubscribed: number;
}

/** The campaign reports as the design system's CampaignReportsTable takes them (requests-view-models.md 7). */
export interface CampaignReportsView {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: CampaignReportRowView[];
  page: number;
  pageCount: number;
  total: number;
  sortBy: CampaignReportSort;
  sortOrder: 'asc' | 'desc';
  csvHref: string;
  downloading: boolean;
  onSort(by: CampaignReportSort): void;
  onPageChange(page: number): void;
  onDownloadCsv(): void;
  onRetry(): void;
}

export const REQUEST_TYPE_LABELS: Readonly<Record<Schemas['RequestType'], string>> = {
  email: 'Email',
  sms: 'SMS',
};

export const CAMPAIGN_STATUS_LABELS: Readonly<Record<Schemas['CampaignStatus'], string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

export const CAMPAIGN_REPORT_MESSAGES = {
  loadFailed: 'The campaign reports could not be loaded.',
  downloadFailed: 'The campaigns CSV could not be downloaded.',
} as const;

export function campaignReportRow(report: CampaignReport, clock: Clock): CampaignReportRowView {
  return {
    id: report.id,
    name: report.name,
    locationName: report.location_name,
    typeLabel: REQUEST_TYPE_LABELS[report.request_type_id],
    statusLabel: CAMPAIGN_STATUS_LABELS[report.status],
    sentAt: formatSentAt(report.sent_at, clock),
    sent: report.sent,
    openRate: rate(report.opened, report.sent),
    clickRate: rate(report.clicked, report.sent),
    feedback: report.feedback,
    unsubscribed: report.unsubscribed,
  };
}

/**
 * The order after a click on a column: the same column flips; another starts with what people look for
 * first there (A to Z for names, the most or the newest for figures and dates).
 */
export function nextSort(
  current: { sortBy: CampaignReportSort; sortOrder: 'asc' | 'desc' },
  by: CampaignReportSort,
): { sortBy: CampaignReportSort; sortOrder: 'asc' | 'desc' } {
  if (current.sortBy === by) return { sortBy: by, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { sortBy: by, sortOrder: by === 'name' ? 'asc' : 'desc' };
}
