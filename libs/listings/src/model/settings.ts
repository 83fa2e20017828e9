/** Account settings the dashboard reads (docs/listings.md). */
export const LISTINGS_SETTINGS = { internal: 'local_listings_internal', autoSync: 'auto_sync' } as const;
