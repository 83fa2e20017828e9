import { serverText, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { DELETE_MESSAGES, deletedMessage } from '../model/delete-rules.js';
import type { Widget } from '../model/widget-types.js';
import type { WidgetsApi } from '../ports/widgets-api.js';

export interface DeleteWidgetStoreDeps {
  api: WidgetsApi;
  notifier: Notifier;
  /** Runs after a delete succeeds (the list reloads). */
  onDeleted?: (widget: Widget) => void | Promise<void>;
}

/**
 * Deleting a created widget: ask (the confirmation names it), then DELETE and say so with its real name;
 * a refusal keeps the confirmation open and toasts the server's reason.
 */
export class DeleteWidgetStore {
  target: Widget | null = null;
  deleting = false;
  private readonly deps: DeleteWidgetStoreDeps;

  constructor(deps: DeleteWidgetStoreDeps) {
    this.deps = deps;
    makeObservable(this, { target: observableRef, deleting: observable, open: computed, ask: action, cancel: action });
  }

  get open(): boolean {
    return this.target !== null;
  }

  ask(widget: Widget): void {
    if (!this.deleting) this.target = widget;
  }

  cancel(): void {
    if (!this.deleting) this.target = null;
  }

  /** Confirmed: resolves true when the widget is gone. */
  async confirm(): Promise<boolean> {
    const widget = this.target;
    if (!widget || this.deleting) return false;
    runInAction(() => (this.deleting = true));
    try {
      await this.deps.api.remove(widget.id);
    } catch (error) {
      this.deps.notifier.alert(serverText(error) ?? DELETE_MESSAGES.failed);
      runInAction(() => (this.deleting = false));
      return false;
    }
    this.deps.notifier.success(deletedMessage(widget.name));
    runInAction(() => {
      this.deleting = false;
      this.target = null;
    });
    await this.deps.onDeleted?.(widget);
    return true;
  }
}
