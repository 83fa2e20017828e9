import type { WidgetType } from './widget-types.js';

export const AMPLIFY_PATH = '/amplify';
export const WIDGETS_PATH = '/amplify/widgets';

/** Where each type card leads (F2-056..F2-059). */
export function createPath(type: WidgetType): string {
  return `${WIDGETS_PATH}/create/${type}`;
}

/** F2-063. */
export function editPath(type: WidgetType, id: number): string {
  return `${WIDGETS_PATH}/edit/${type}/${id}`;
}

/** F2-064. */
export function previewPath(type: WidgetType, id: number): string {
  return `${WIDGETS_PATH}/preview/${type}/${id}`;
}

/**
 * Where the editor returns to: the page it came from when `fromPage` names one of ours (the location
 * detail page's Create Widget, F2-060), else the widgets list. Anything else (another origin, a
 * protocol-relative URL) is ignored so the query cannot send the user off-site.
 */
export function returnPath(fromPage: string | null | undefined): string {
  if (fromPage && fromPage.startsWith('/') && !fromPage.startsWith('//')) return fromPage;
  return WIDGETS_PATH;
}
