export type { DirectoryConnector, DirectoryConnectors, DirectoryCopy, ListingRef } from './connector.js';
export { DIRECTORIES, MAIN_DIRECTORY, directoryInfo, type DirectoryInfo } from './directories.js';
export { directoryEntries, statusDescription, type OverrideWire } from './directory-entries.js';
export { LISTING_FIELDS, changedFields, completeListing, listingOf, pickFields, sameValue, type Listing, type ListingField } from './listing-fields.js';
export { simulatedDirectories, simulatedDirectory } from './simulated-directory.js';
export { recordComparison } from './sync-state.js';
