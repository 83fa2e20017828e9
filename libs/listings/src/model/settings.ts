/** Account settings the dashboard reads (docs/listings.md). */
export const LISTINGS_SETTINGS = {
  internal: 'local_listings_internal',
  autoSync: 'auto_sync',
  /** F6-024's flag. */
  directoryPublishing: 'enable_ll_directory_specific_publishing',
} as const;
