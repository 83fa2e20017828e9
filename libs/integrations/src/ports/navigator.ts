/** How the connect flow leaves the page and tidies its address: the browser's location in the app, a recorder in tests. */
export interface Navigator {
  /** Leaves the app for `url` (the provider's consent page). */
  assign(url: string): void;
  /** Replaces the page's query without a new history entry (drops ?connected= so a reload does not repeat the notice). */
  replaceSearch(search: string): void;
}
