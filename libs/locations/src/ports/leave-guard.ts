/** A navigation the app's router held back: `proceed` performs it, `stay` drops it. */
export interface BlockedLeave {
  proceed(): void;
  stay(): void;
}

/**
 * The app's router, asked to hold back in-app navigations (links, navigate, back and forward) while
 * `shouldBlock` says so. Returns the release. The app implements it over its history.
 */
export interface LeaveGuard {
  block(shouldBlock: () => boolean, onBlocked: (leave: BlockedLeave) => void): () => void;
}
