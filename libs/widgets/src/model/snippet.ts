import { EMBED_HEIGHTS, type WidgetType } from './widget-types.js';

export const EMBED_SCRIPT_PATH = '/embed/v1/widget.js';

/**
 * The copy-paste embed: the host div (with the type's height reserved inline, so the page does not shift
 * even before the script runs) and the async loader from the app's own origin (docs/widgets.md).
 */
export function embedSnippet(origin: string, publicKey: string, type: WidgetType): string {
  const base = origin.replace(/\/+$/, '');
  return `<div data-locus-widget="${publicKey}" style="min-height:${EMBED_HEIGHTS[type]}px"></div><script async src="${base}${EMBED_SCRIPT_PATH}"></script>`;
}
