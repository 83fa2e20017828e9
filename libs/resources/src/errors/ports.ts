/** How the app shows messages (its toasts); the resource layer only decides what to say. */
export interface Notifier {
  /** An alert; with server text the toast appends a colon and that text (P4-077). */
  alert(message: string, serverText?: string, options?: NotifyOptions): void;
  info(message: string, options?: NotifyOptions): void;
  success(message: string, options?: NotifyOptions): void;
}

export interface NotifyOptions {
  /** Overrides the toast's default duration for this message (e.g. 5000 ms in the filters). */
  durationMs?: number;
}

/** Error monitoring, injected so the lib names no vendor. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}
