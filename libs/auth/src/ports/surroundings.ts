/**
 * What the auth domain needs from its surroundings, injected so the lib stays headless: the app
 * passes browser-backed adapters, tests pass memory ones.
 */

/** A string key-value store that also hears changes made elsewhere (another tab). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Calls `listener` when another tab changes a key (`null` when it cleared everything). Changes made
   * through this object are not reported back. Returns the unsubscribe function.
   */
  subscribe(listener: (key: string | null) => void): () => void;
}

/** The user analytics is told about (P4-003). */
export interface AnalyticsUser {
  id: number;
  email: string;
  name: string | null;
  account_id: number;
  user_type: string;
}

export interface Analytics {
  identify(user: AnalyticsUser): void;
  /** A page view on every route change (P2-073). */
  pageView(path: string): void;
  /** A named event of a feature (e.g. the print click of Location Performance, F7-058). */
  track(event: string, properties: Readonly<Record<string, string | number | boolean | null>>): void;
}

/** Goes to an app path (the app's router); paths are below the /as/{id} base path when shadowing. */
export type Navigate = (path: string) => void;

/** The app's current path with its query, e.g. '/reviews?rating=5' (read for redirects back). */
export type CurrentPath = () => string;
