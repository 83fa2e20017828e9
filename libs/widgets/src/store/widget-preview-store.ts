import { isApiError } from '@locus/api-client';
import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { EDITOR_MESSAGES } from '../model/editor-rules.js';
import { embedSnippet } from '../model/snippet.js';
import type { Widget } from '../model/widget-types.js';
import type { WidgetsApi } from '../ports/widgets-api.js';

/** The preview page: the widget, its snippet, and whether the embed will render it (published only). */
export class WidgetPreviewStore {
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  widget: Widget | null = null;
  private readonly controller = new AbortController();

  constructor(
    private readonly api: Pick<WidgetsApi, 'get'>,
    private readonly id: number,
    private readonly origin: string,
  ) {
    makeObservable(this, { status: observable, error: observable, widget: observableRef, snippet: computed });
  }

  get snippet(): string | null {
    return this.widget ? embedSnippet(this.origin, this.widget.public_key, this.widget.widget_type) : null;
  }

  async load(): Promise<void> {
    try {
      const widget = await this.api.get(this.id, this.controller.signal);
      runInAction(() => {
        this.widget = widget;
        this.status = 'ready';
      });
    } catch (error) {
      if (this.controller.signal.aborted) return;
      runInAction(() => {
        this.status = 'error';
        this.error = isApiError(error) && error.status === 404 ? 'Widget not found' : EDITOR_MESSAGES.loadError;
      });
    }
  }

  dispose(): void {
    this.controller.abort();
  }
}
