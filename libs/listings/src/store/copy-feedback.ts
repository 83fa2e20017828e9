import { timerScheduler, type Scheduler } from '@locus/resources';
import { action, makeObservable, observable } from 'mobx';

/** F4-085, F9-049: how long 'Copied' shows. */
export const COPY_CONFIRM_MS = 2000;
export const COPY_LABELS = { idle: 'Copy', copied: 'Copied', failed: 'Unable to copy to clipboard' } as const;

/** The clipboard, as a port: the app passes navigator.clipboard.writeText. */
export type WriteText = (text: string) => Promise<void>;

/** A copy button's label: 'Copied' for 2 seconds after a copy, then back; the clipboard's failure says so. */
export class CopyFeedback {
  label: string = COPY_LABELS.idle;
  private handle: unknown = undefined;

  constructor(
    private readonly writeText: WriteText,
    private readonly scheduler: Scheduler = timerScheduler,
  ) {
    makeObservable<CopyFeedback, 'show'>(this, { label: observable, show: action });
  }

  async copy(text: string): Promise<void> {
    try {
      await this.writeText(text);
      this.show(COPY_LABELS.copied);
    } catch {
      this.show(COPY_LABELS.failed);
    }
  }

  private show(label: string): void {
    this.label = label;
    this.scheduler.clearTimeout(this.handle);
    this.handle = this.scheduler.setTimeout(action(() => (this.label = COPY_LABELS.idle)), COPY_CONFIRM_MS);
  }

  dispose(): void {
    this.scheduler.clearTimeout(this.handle);
  }
}
