import {
  Debouncer,
  errorMessage,
  LatestRequest,
  LOADER_DEBOUNCE_MS,
  timerScheduler,
  type Scheduler,
} from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { draftGone, DRAFT_GONE_MESSAGE } from '../model/campaign-draft.js';
import {
  MAX_HAND_ROWS,
  recipientRowErrors,
  recipientsToSave,
  type RecipientField,
  type RecipientRow,
} from '../model/recipient-rows.js';
import {
  failedRowsHref,
  RECIPIENT_TEMPLATE_HREF,
  RECIPIENT_UPLOAD_IDLE,
  recipientUploadStep,
  uploadEmptiesRecipients,
  type RecipientUploadEvent,
  type RecipientUploadState,
} from '../model/recipient-upload.js';
import type { RecipientsPanelView } from '../model/recipients-panel-view.js';
import type { RequestType } from '../ports/campaign-api.js';
import type { RecipientsApi, RecipientWrite } from '../ports/recipients-api.js';

export interface RecipientsDeps {
  api: RecipientsApi;
  /** The draft this panel fills (null until it is created) and its request type, read when needed. */
  draft: () => { id: number | null; requestType: RequestType; recipientCount: number };
  scheduler?: Scheduler;
  /** The quiet time before typed rows are saved; the generic loader's 500 ms by default. */
  autosaveMs?: number;
}

export type RecipientsPanelData = Omit<RecipientsPanelView, `on${string}`>;

/** Recipients belong to a draft, which exists once a location is chosen. */
export const NO_DRAFT = 'Choose a location first: the recipients belong to its draft.';

/** The contract's page limit: reading back a draft's recipients takes this many per call. */
const PER_PAGE = 500;

const contactOf = (r: { email?: string | null; phone?: string | null }) => ({ email: r.email ?? '', phone: r.phone ?? '' });

/**
 * A draft's recipients: rows typed by hand (validated as the request type needs, saved after a quiet time with
 * PUT /campaigns/{id}/recipients, the latest wins) and CSV uploads (POST /upload then
 * POST /campaigns/{id}/recipient_uploads) whose rows the server appends. PUT replaces the whole list, so the
 * uploaded recipients are read back after each upload and sent along with the typed rows.
 */
export class RecipientsStore {
  rows: RecipientRow[] = [];
  /** Recipients from CSV uploads (or a loaded draft's long list), kept as the server has them. */
  uploaded: RecipientWrite[] = [];
  upload: RecipientUploadState = RECIPIENT_UPLOAD_IDLE;
  /** The draft's recipients as the server last counted them. */
  total = 0;
  saving = false;
  error: string | null = null;

  private readonly deps: RecipientsDeps;
  private readonly saveRequest = new LatestRequest();
  private readonly uploadRequest = new LatestRequest();
  private readonly autosave: Debouncer;
  private saving$: Promise<void> | null = null;
  private nextKey = 1;

  constructor(deps: RecipientsDeps) {
    this.deps = deps;
    this.autosave = new Debouncer(deps.autosaveMs ?? LOADER_DEBOUNCE_MS, deps.scheduler ?? timerScheduler);
    this.rows = [this.blankRow()];
    makeObservable<RecipientsStore, 'uploadEvent'>(this, {
      rows: observableRef,
      uploaded: observableRef,
      upload: observableRef,
      total: observable,
      saving: observable,
      error: observable,
      view: computed,
      setRow: action,
      addRow: action,
      removeRow: action,
      clear: action,
      load: action,
      uploadEvent: action,
    });
  }

  get view(): RecipientsPanelData {
    const requestType = this.deps.draft().requestType;
    return {
      requestType,
      rows: this.rows.map((row) => ({ ...row, errors: recipientRowErrors(row, requestType) })),
      canAddRow: this.rows.length < MAX_HAND_ROWS,
      upload: {
        state: this.upload.state,
        fileName: this.upload.fileName,
        succeeded: this.upload.succeeded,
        failed: this.upload.failed,
        doNotContact: this.upload.doNotContact,
        unsubscribed: this.upload.unsubscribed,
        error: this.upload.error,
        failedRowsHref: failedRowsHref(this.upload),
      },
      templateHref: RECIPIENT_TEMPLATE_HREF,
      total: this.total,
      saving: this.saving,
      error: this.error,
    };
  }

  /** The recipients the draft has (the send panel's count). */
  get count(): number {
    return this.total;
  }

  /** Reads an existing draft's recipients: a short list becomes typed rows, a long one stays as uploaded. */
  async load(): Promise<void> {
    const { id, recipientCount } = this.deps.draft();
    this.total = recipientCount;
    if (id === null || recipientCount === 0) return;
    try {
      const all = await this.readAll(id);
      runInAction(() => {
        if (all.length <= MAX_HAND_ROWS) {
          this.rows = all.map((r) => ({ key: this.key(), name: r.name, ...contactOf(r) }));
          if (this.rows.length === 0) this.rows = [this.blankRow()];
          this.uploaded = [];
        } else this.uploaded = all;
      });
    } catch (error) {
      runInAction(() => (this.error = errorMessage(error)));
    }
  }

  setRow(key: string, field: RecipientField, value: string): void {
    this.rows = this.rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
    this.scheduleSave();
  }

  addRow(): void {
    if (this.rows.length >= MAX_HAND_ROWS) return;
    this.rows = [...this.rows, this.blankRow()];
  }

  removeRow(key: string): void {
    this.rows = this.rows.filter((row) => row.key !== key);
    if (this.rows.length === 0) this.rows = [this.blankRow()];
    this.scheduleSave();
  }

  /** Adds the rows of a CSV to the draft (P4-019); an error empties the recipients (P4-020). */
  async uploadFile(file: Blob, name = (file as File).name ?? 'recipients.csv'): Promise<void> {
    const { id } = this.deps.draft();
    if (id === null) {
      runInAction(() => (this.error = NO_DRAFT));
      return;
    }
    await this.flush();
    const ticket = this.uploadRequest.next();
    this.uploadEvent({ type: 'start', fileName: name });
    try {
      const uploadId = await this.deps.api.uploadFile(file, name, ticket.signal);
      const result = await this.deps.api.addUpload(id, uploadId, ticket.signal);
      const all = await this.readAll(id, ticket.signal);
      if (!ticket.isCurrent()) return;
      this.uploadRequest.finish(ticket);
      const typed = recipientsToSave(this.rows, this.deps.draft().requestType).length;
      runInAction(() => {
        // The server keeps the order added: the typed rows first, then every upload's.
        this.uploaded = all.slice(typed);
        this.total = result.recipient_count;
      });
      this.uploadEvent({ type: 'complete', result });
    } catch (error) {
      if (!ticket.isCurrent()) return;
      this.uploadRequest.finish(ticket);
      const reason = draftGone(error);
      if (reason) this.clear(DRAFT_GONE_MESSAGE[reason]);
      else this.uploadEvent({ type: 'error', message: errorMessage(error) });
    }
  }

  /** Back to no upload: the recipients empty (P4-020). */
  resetUpload(): void {
    this.uploadRequest.abort();
    this.uploadEvent({ type: 'reset' });
  }

  /** The recipients CSV template, as a file (a failure says why where the panel shows errors). */
  async downloadTemplate(): Promise<void> {
    await this.download(() => this.deps.api.downloadTemplate());
  }

  /** The last upload's refused rows with their reasons, as a file. */
  async downloadFailedRows(): Promise<void> {
    const { uploadId } = this.upload;
    if (uploadId !== null) await this.download(() => this.deps.api.downloadFailedRows(uploadId));
  }

  private async download(fetchFile: () => Promise<void>): Promise<void> {
    try {
      await fetchFile();
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error);
      });
    }
  }

  /**
   * Empties the recipients here (the draft is gone, P4-017/P4-018, with the reason as `error`); without a reason
   * the draft's recipients are emptied on the server too.
   */
  clear(reason: string | null = null): void {
    this.autosave.cancel();
    this.saveRequest.abort();
    this.rows = [this.blankRow()];
    this.uploaded = [];
    this.total = 0;
    this.saving = false;
    this.error = reason;
    if (reason) this.upload = RECIPIENT_UPLOAD_IDLE;
    else void this.save();
  }

  /** Saves now what was waiting (before sending or uploading). */
  async flush(): Promise<void> {
    if (this.autosave.isPending) {
      this.autosave.cancel();
      await this.save();
    } else if (this.saving$) await this.saving$;
  }

  /** PUT /campaigns/{id}/recipients with the valid typed rows and the uploaded ones. */
  save(): Promise<void> {
    const { id, requestType } = this.deps.draft();
    if (id === null) return Promise.resolve();
    const ticket = this.saveRequest.next();
    const body = [...recipientsToSave(this.rows, requestType), ...this.uploaded];
    runInAction(() => {
      this.saving = true;
      this.error = null;
    });
    const run = (async () => {
      try {
        const saved = await this.deps.api.replace(id, body, ticket.signal);
        if (!ticket.isCurrent()) return;
        this.saveRequest.finish(ticket);
        runInAction(() => {
          this.total = saved.recipient_count;
          this.saving = false;
        });
      } catch (error) {
        if (!ticket.isCurrent()) return;
        this.saveRequest.finish(ticket);
        const reason = draftGone(error);
        runInAction(() => {
          this.saving = false;
          if (reason) this.clear(DRAFT_GONE_MESSAGE[reason]);
          else this.error = errorMessage(error);
        });
      }
    })();
    this.saving$ = run;
    return run;
  }

  dispose(): void {
    this.autosave.cancel();
    this.saveRequest.abort();
    this.uploadRequest.abort();
  }

  private uploadEvent(event: RecipientUploadEvent): void {
    this.upload = recipientUploadStep(this.upload, event);
    if (uploadEmptiesRecipients(event)) this.clear();
  }

  /** Saves the typed rows after the quiet time (e.g. when the request type changed what passes). */
  scheduleSave(): void {
    if (this.deps.draft().id !== null) this.autosave.schedule(() => void this.save());
  }

  private async readAll(id: number, signal?: AbortSignal): Promise<RecipientWrite[]> {
    const all: RecipientWrite[] = [];
    for (let page = 1; ; page += 1) {
      const list = await this.deps.api.page(id, page, PER_PAGE, signal);
      all.push(...list._embedded.recipients.map((r) => ({ name: r.name, email: r.email, phone: r.phone })));
      if (list._embedded.recipients.length < PER_PAGE) return all;
    }
  }

  private blankRow(): RecipientRow {
    return { key: this.key(), name: '', email: '', phone: '' };
  }

  private key(): string {
    return `r${this.nextKey++}`;
  }
}
