/** The Auto Sync (publishing) toggle of a location (features.md sections 4 and 8). */

export const AUTO_SYNC_MESSAGES = {
  enabled: 'Auto Sync enabled for this location',
  disabled: 'Auto Sync disabled for this location',
  error: 'Error updating local listing',
  noIntegration: 'Cannot Publish: No active Google integration.',
} as const;

/** The toggle's failure alert lasts 2 s (F8-047). */
export const AUTO_SYNC_ERROR_MS = 2000;

/** Local listing state of a location (F3-035). */
export type LocalListingState = 'published' | 'eligible_not_published' | 'not_eligible';

/** F4-061, F4-062: on for a published location, off otherwise. */
export const autoSyncInitiallyOn = (state: string): boolean => state === 'published';

export interface AutoSyncGate {
  updating: boolean;
  autoSyncPurchased: boolean;
  /** The main directory's integration is active. */
  integrationActive: boolean;
  state: string;
}

export type AutoSyncBlock = 'updating' | 'not_purchased' | 'no_integration' | 'not_eligible';

/** Why the toggle is disabled (F4-063..F4-066), or null when it can be used. */
export function autoSyncBlock(gate: AutoSyncGate): AutoSyncBlock | null {
  if (gate.updating) return 'updating';
  if (!gate.autoSyncPurchased) return 'not_purchased';
  if (!gate.integrationActive) return 'no_integration';
  if (gate.state === 'not_eligible') return 'not_eligible';
  return null;
}

/** F8-050, F8-051: why a location cannot publish, as the toggle's tooltip says it; null when it can. */
export function cannotPublishText(integrationActive: boolean, state: string, reason: string | null): string | null {
  if (!integrationActive) return AUTO_SYNC_MESSAGES.noIntegration;
  if (state === 'not_eligible') return `Cannot Publish: ${reason ?? 'This location is not eligible'}`;
  return null;
}

/** The toast after a successful toggle (F8-048, F8-049). */
export const autoSyncResultText = (on: boolean): string => (on ? AUTO_SYNC_MESSAGES.enabled : AUTO_SYNC_MESSAGES.disabled);

/** F6-024: a directory's own publishing switch shows with Auto Sync bought and ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING on. */
export const directorySpecificPublishing = (autoSyncPurchased: boolean, flagOn: boolean): boolean => autoSyncPurchased && flagOn;
