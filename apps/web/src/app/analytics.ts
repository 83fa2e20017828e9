import type { Analytics, AnalyticsUser } from '@locus/auth';

/** One recorded analytics event (kept for the console and for tests). */
export type AnalyticsEvent =
  | { type: 'identify'; user: AnalyticsUser }
  | { type: 'pageView'; path: string }
  | { type: 'track'; event: string; properties: Readonly<Record<string, string | number | boolean | null>> };

export interface RecordingAnalytics extends Analytics {
  readonly events: readonly AnalyticsEvent[];
}

/**
 * The app's analytics adapter until a vendor is chosen: it records events and, when `log` is given,
 * writes them to the console. The auth lib only knows the Analytics port.
 */
export function createConsoleAnalytics(log?: (message: string, detail: unknown) => void): RecordingAnalytics {
  const events: AnalyticsEvent[] = [];
  const record = (event: AnalyticsEvent) => {
    events.push(event);
    log?.(`[analytics] ${event.type}`, event.type === 'pageView' ? event.path : event.type === 'track' ? event.event : event.user.id);
  };
  return {
    events,
    identify: (user) => record({ type: 'identify', user }),
    pageView: (path) => record({ type: 'pageView', path }),
    track: (event, properties) => record({ type: 'track', event, properties }),
  };
}
