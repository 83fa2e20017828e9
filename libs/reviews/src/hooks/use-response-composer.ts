import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import { responseState, type ResponseComposerState } from '../model/response-state.js';
import type { ResponseComposerStore } from '../store/response-composer-store.js';
import type { ResponseTemplatesStore } from '../store/response-templates-store.js';

/** The response's chip as the design system's ResponseCard names it. */
type ResponseChip = 'published' | 'publishing' | 'publish_failed' | 'deleting' | 'delete_failed';

const CHIP: Record<ResponseComposerState, ResponseChip> = {
  composing: 'published',
  published: 'published',
  read_only_source: 'published',
  no_permission: 'published',
  publishing: 'publishing',
  deleting: 'deleting',
  error_published: 'publish_failed',
  error_unpublished: 'delete_failed',
};

/**
 * One review's reply box as the design system's ResponseComposer props (`<ResponseComposer {...composer} />`):
 * the composer's view, the account's templates to choose from (loaded once per page when given), and the
 * handlers. The view asks before publishing a flagged reply and before deleting, so its handlers act at once.
 * Follows the review live while a site call is pending.
 */
export function useResponseComposer(
  store: ResponseComposerStore,
  templates: ResponseTemplatesStore | null = null,
) {
  useEffect(() => {
    store.start();
  }, [store]);
  useEffect(() => {
    void templates?.loadOnce();
  }, [templates]);
  const state = useStoreValue(() => ({
    view: store.view,
    healthcare: store.view.state === 'composing' ? store.healthcare : null,
    serverState: store.response ? responseState(store.response) : null,
    templates: (templates?.view.templates ?? []).map(({ id, name }) => ({ id, name })),
    templatesStatus: templates?.view.status ?? 'idle',
  }));
  const { view, healthcare, serverState } = state;
  const failed = view.state === 'error_published' || view.state === 'error_unpublished';
  return {
    state: view.state,
    siteName: view.siteName,
    text: view.text,
    counter: { text: view.counterText ?? '', over: view.overLimit },
    validationMessage: view.lengthError ?? view.templateError,
    templates: state.templates,
    templatesStatus: state.templatesStatus,
    unfilledPlaceholders: view.unfilledPlaceholders,
    healthcare:
      healthcare && healthcare.matches.length > 0
        ? {
            mode: healthcare.mayPublish ? ('warn' as const) : ('block' as const),
            matches: healthcare.matches.map((match) => match.text),
          }
        : null,
    busy: view.busy,
    canEdit: view.canEdit,
    canDelete: view.canDelete,
    response: view.response
      ? { author: view.response.author, date: view.response.date, text: view.response.content }
      : null,
    responseStatus: serverState ? CHIP[serverState] : undefined,
    /** The earlier responses as the design system's ResponseCard props. */
    earlierResponses: view.earlier.map((earlier) => ({
      id: earlier.id,
      siteName: view.siteName,
      response: { author: earlier.author, date: earlier.date, text: earlier.content },
      status: CHIP[earlier.state],
    })),
    errorMessage: view.error,
    // The site's state in words where it says more than the chip: a failure and when Locus tries again.
    statusText: failed && view.response ? [view.response.status, view.response.retry].filter(Boolean).join(' ') : null,
    retryAt: null,
    notice: view.notice,
    onTextChange: (text: string) => store.setText(text),
    onPickTemplate: (id: number) => {
      const template = templates?.find(id);
      if (template) store.applyTemplate(template);
    },
    onPublish: () => void store.requestPublish(true),
    onCancel: () => store.cancelEdit(),
    onEdit: () => store.edit(),
    onDelete: () => void store.requestDelete(true),
  };
}
