import { isAdmin } from '@locus/auth';
import { isAbortError, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  EXPORT_POLL_INTERVAL_MS,
  exportFileName,
  exportTimeoutMs,
  exportVerdict,
  type ExportVerdict,
} from '../model/export-status.js';
import { EXPORT_MESSAGES as MSG, EXPORT_STARTED_NO_EMAIL, exportStartedMessage, slowExportMessage } from '../model/messages.js';
import { trialExportBlock, type TrialExportBlock } from '../model/trial-export.js';
import type { ExportApi, ExportFile, ExportRequest } from '../ports/export-api.js';
import { FILTER_SETTINGS, type FilterSession } from '../ports/session.js';

export type ExportStatus = 'idle' | 'requesting' | 'polling' | 'done' | 'error';

/** How a finished export ended (for views and tests). */
export type ExportOutcome = 'downloaded' | 'no_results' | 'emailed' | 'failed' | 'blocked';

/** The timers the store uses; tests use Vitest's fake timers through the defaults. */
export interface ExportClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: ExportClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ExportStoreDeps {
  api: ExportApi;
  session: FilterSession;
  notifier: Notifier;
  reporter?: ErrorReporter;
  clock?: ExportClock;
}

/** What the caller asks for; send_email and file_type are the store's to decide. */
export type ExportInput = Omit<ExportRequest, 'send_email' | 'file_type'>;

/**
 * The asynchronous export (P4-032, P4-033, P7-075..P7-077, P9-001..P9-003): request, poll every
 * second until a link, 'no_results', 'failed' or the time-out, then download as
 * export-{YYYY-MM-DD}.csv, with the catalogue's messages (P8-006..P8-013).
 */
export class ExportStore {
  status: ExportStatus = 'idle';
  outcome: ExportOutcome | null = null;
  /** The last message shown (views may repeat it inline). */
  message: string | null = null;
  /** The trial export-blocked modal, while open (features.md section 6). */
  trialBlock: TrialExportBlock | null = null;

  private readonly deps: ExportStoreDeps;
  private readonly clock: ExportClock;
  private timer: unknown = undefined;
  private deadline = 0;
  /** Each start gets a generation; replies of an older one are ignored. */
  private generation = 0;

  constructor(deps: ExportStoreDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? systemClock;
    makeObservable<ExportStore, 'finish'>(this, {
      status: observable,
      outcome: observable,
      message: observable,
      trialBlock: observableRef,
      start: action,
      busy: computed,
      dismissTrialBlock: action,
      reset: action,
      finish: action,
    });
  }

  get busy(): boolean {
    return this.status === 'requesting' || this.status === 'polling';
  }

  /** Starts an export; a running one is not started twice. Resolves once the request is answered. */
  async start(input: ExportInput): Promise<void> {
    if (this.busy) return;
    const { session, api } = this.deps;
    const block = trialExportBlock({
      isTrial: session.account?.status === 'trial',
      trialExportEnabled: session.isFeatureEnabled(FILTER_SETTINGS.trialExport),
      isAdmin: isAdmin(session.user_type),
      isWhitelabel: session.isWhitelabel,
    });
    if (block) {
      this.trialBlock = block;
      this.outcome = 'blocked';
      return;
    }
    const generation = ++this.generation;
    this.status = 'requesting';
    this.outcome = null;
    this.message = null;
    let file: ExportFile;
    try {
      // P9-003: no e-mail while impersonating.
      file = await api.requestExport(session.account_id ?? 0, { ...input, file_type: 'csv', send_email: !session.isImpersonated });
    } catch (error) {
      if (generation !== this.generation || isAbortError(error)) return;
      this.deps.reporter?.report(error, { message: MSG.generateError });
      this.finish('error', 'failed', 'alert', MSG.generateError);
      return;
    }
    if (generation !== this.generation) return;
    runInAction(() => (this.status = 'polling'));
    this.deadline = this.clock.now() + exportTimeoutMs(session.isImpersonated);
    await this.handle(file, generation);
  }

  dismissTrialBlock(): void {
    this.trialBlock = null;
  }

  /** Stops polling and forgets the last export (e.g. when the page goes away). */
  reset(): void {
    this.generation += 1;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.status = 'idle';
    this.outcome = null;
    this.message = null;
  }

  dispose(): void {
    this.reset();
  }

  // ---- polling

  private schedulePoll(id: number, generation: number): void {
    this.timer = this.clock.setTimeout(() => void this.poll(id, generation), EXPORT_POLL_INTERVAL_MS);
  }

  private async poll(id: number, generation: number): Promise<void> {
    let file: ExportFile;
    try {
      file = await this.deps.api.getExportFile(id);
    } catch (error) {
      if (generation !== this.generation || isAbortError(error)) return;
      this.unexpected(error);
      return;
    }
    if (generation === this.generation) await this.handle(file, generation);
  }

  private async handle(file: ExportFile, generation: number): Promise<void> {
    // A reply without an id cannot be polled: its file is missing (P8-007).
    const verdict: ExportVerdict = typeof file.id === 'number' || file.file_url ? exportVerdict(file) : { kind: 'missing' };
    const { session } = this.deps;
    switch (verdict.kind) {
      case 'ready':
        return this.download(verdict.url, generation);
      case 'no_results':
        return this.finish('done', 'no_results', 'info', MSG.noResults);
      case 'timed_out':
        return this.finish('error', 'failed', 'alert', MSG.timedOut);
      case 'missing':
        return this.finish('error', 'failed', 'alert', MSG.fileMissing);
      case 'unexpected':
        return this.unexpected(new Error(`Export ${file.id} ended with status ${String(file.status)}`));
      case 'pending':
        if (this.clock.now() < this.deadline) return this.schedulePoll(file.id, generation);
        // P9-001, P9-002; decision 15: an impersonated export gets no e-mail, so it simply timed out.
        if (session.isImpersonated) return this.finish('error', 'failed', 'alert', MSG.timedOut);
        return this.finish('done', 'emailed', 'info', slowExportMessage(session.email ?? ''));
    }
  }

  private async download(url: string, generation: number): Promise<void> {
    const { api, session } = this.deps;
    try {
      await api.download(url, exportFileName(new Date(this.clock.now())));
    } catch (error) {
      if (generation !== this.generation) return;
      this.deps.reporter?.report(error, { message: MSG.downloadError });
      this.finish('error', 'failed', 'alert', MSG.downloadError);
      return;
    }
    if (generation !== this.generation) return;
    const text = session.isImpersonated ? EXPORT_STARTED_NO_EMAIL : exportStartedMessage(session.email ?? '');
    this.finish('done', 'downloaded', 'success', text);
  }

  /** P8-010: any other ending is reported. */
  private unexpected(error: unknown): void {
    this.deps.reporter?.report(error, { message: MSG.unexpected });
    this.finish('error', 'failed', 'alert', MSG.unexpected);
  }

  private finish(status: ExportStatus, outcome: ExportOutcome, level: 'alert' | 'info' | 'success', text: string): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.status = status;
    this.outcome = outcome;
    this.message = text;
    this.deps.notifier[level](text);
  }
}
