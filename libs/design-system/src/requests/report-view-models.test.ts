// The report views take the hooks' results straight in (requests-view-models.md 5-8): the shapes below are copied
// from that contract, so `tsc` fails here if a view's props stop accepting what libs/requests returns.
import { describe, expectTypeOf, it } from 'vitest';
import type { CampaignReportsProps } from './CampaignReportsTable/CampaignReportsTable.js';
import type { DoNotContactProps } from './DoNotContactManager/DoNotContactManager.js';
import type { RequestHistoryProps } from './RequestHistoryTable/RequestHistoryTable.js';
import type { RequestsOverviewProps } from './RequestsOverview/RequestsOverview.js';

type LoadStatus = 'loading' | 'ready' | 'error';
type Outcome = 'not_sent' | 'sent' | 'opened' | 'clicked_site' | 'feedback' | 'unsubscribed';
interface Option<V> { value: V; label: string; disabled?: boolean; hint?: string }

interface RequestsOverviewView {
  status: LoadStatus; loadError: string | null; rangeLabel: string;
  cards: { key: string; label: string; value: string; detail: string | null }[];
  byDay: { date: string; label: string; sent: number; opened: number; clicked: number; feedback: number }[];
  byLocation: { locationId: number; locationName: string; sent: number; openRate: string; clickRate: string; feedback: number; reviewsGained: number }[];
  empty: boolean;
  composeHref: string; onRetry(): void;
}

interface RequestHistoryRowView { id: number; customer: string; contact: string; locationName: string; campaignName: string; sentAt: string; outcome: Outcome; outcomeLabel: string; score: string | null; reviewHref: string | null }
interface RequestHistoryView {
  status: LoadStatus; loadError: string | null; rows: RequestHistoryRowView[];
  page: number; pageCount: number; total: number;
  outcome: Outcome | 'all'; outcomeOptions: Option<Outcome | 'all'>[]; search: string;
  onPageChange(page: number): void; onOutcomeChange(o: Outcome | 'all'): void; onSearchChange(v: string): void; onRetry(): void;
}

interface CampaignReportRowView { id: number; name: string; locationName: string; typeLabel: string; statusLabel: string; sentAt: string; sent: number; openRate: string; clickRate: string; feedback: number; unsubscribed: number }
interface CampaignReportsView {
  status: LoadStatus; loadError: string | null; rows: CampaignReportRowView[];
  page: number; pageCount: number; total: number;
  sortBy: 'name' | 'sent_at' | 'sent' | 'opened' | 'clicked'; sortOrder: 'asc' | 'desc';
  csvHref: string; downloading: boolean;
  onSort(by: CampaignReportsView['sortBy']): void; onPageChange(page: number): void; onDownloadCsv(): void; onRetry(): void;
}

interface DoNotContactView {
  status: LoadStatus; loadError: string | null;
  rows: { id: number; contact: string; reasonLabel: string; added: string }[];
  page: number; pageCount: number; total: number; search: string;
  draft: string; draftError: string | null; adding: boolean; canEdit: boolean; csvHref: string;
  onDraftChange(v: string): void; onAdd(): void; onRemove(id: number): void; onSearchChange(v: string): void;
  onPageChange(page: number): void; onRetry(): void;
  downloading: boolean; onDownloadCsv(): void; // the CSV fetched with the session's credentials
}

describe('the report views accept the hooks’ view models as their props', () => {
  it('RequestsOverview takes RequestsOverviewView', () => {
    expectTypeOf<RequestsOverviewView>().toExtend<RequestsOverviewProps>();
  });
  it('RequestHistoryTable takes RequestHistoryView', () => {
    expectTypeOf<RequestHistoryView>().toExtend<RequestHistoryProps>();
  });
  it('CampaignReportsTable takes CampaignReportsView', () => {
    expectTypeOf<CampaignReportsView>().toExtend<CampaignReportsProps>();
  });
  it('DoNotContactManager takes DoNotContactView', () => {
    expectTypeOf<DoNotContactView>().toExtend<DoNotContactProps>();
  });
});
