/** A feature event's properties: plain values an analytics vendor stores as they are. */
export type TrackProperties = Readonly<Record<string, string | number | boolean | null>>;

/** Where the scoring domain records what a user did (F7-058); `AuthStore` of @locus/auth fits it. */
export interface ScoringTracker {
  track(event: string, properties: TrackProperties): void;
}
