/**
 * The per-directory sync flyout (features.md section 4, 'Sync flyout action type'; docs/decisions.md #11):
 * which case it shows, decided in the spec's order, its header, card title and colour, and the field rules.
 */
import { PUBLISHABLE_DIRECTORIES, type DirectoryCode, type ListingStatus } from './statuses.js';

export type FlyoutAction = 'in-sync' | 'non-admin' | 'missing-integration' | 'missing-location' | 'out-of-sync' | 'in-progress' | 'pending-sync';
export type IntegrationStatus = 'active' | 'inactive' | 'expired';
export type FlyoutColour = 'green' | 'grey' | 'red';

export interface FlyoutInput {
  status: ListingStatus;
  isAdmin: boolean;
  integrationStatus: IntegrationStatus;
  referenceId: string | null;
}

/** F4-070: the first matching rule of 1 to 7; null for not_available (no flyout, decisions #11). */
export function flyoutAction({ status, isAdmin, integrationStatus, referenceId }: FlyoutInput): FlyoutAction | null {
  if (status === 'not_available') return null;
  // decisions #11: published counts as in sync.
  if (status === 'in_sync' || status === 'published') return 'in-sync';
  if (!isAdmin) return 'non-admin';
  if (integrationStatus !== 'active') return 'missing-integration';
  if (!referenceId) return 'missing-location';
  // decisions #11: action_required counts as out of sync.
  if (status === 'not_in_sync' || status === 'action_required') return 'out-of-sync';
  if (status === 'in_progress' || status === 'pending_claim') return 'in-progress';
  return 'pending-sync';
}

export const FLYOUT_HEADERS: Readonly<Record<FlyoutAction, string>> = {
  'in-sync': 'In Sync',
  'non-admin': 'Out of Sync',
  'missing-integration': 'Missing Integration',
  'missing-location': 'Location Missing from Integration',
  'out-of-sync': 'Out of Sync',
  'in-progress': 'Out of Sync',
  'pending-sync': 'Pending Sync',
};

/** F4-073 */
export const NON_ADMIN_MESSAGE = 'Contact an administrator to bring this directory back in sync.';

export interface FlyoutContext {
  directory: DirectoryCode;
  /** The account has bought Auto Sync. */
  autoSync: boolean;
  /** The location's Auto Sync. */
  publishingEnabled: boolean;
  directoryEnabled: boolean;
}

/** F4-079: the card's title. */
export function flyoutCardTitle(action: FlyoutAction, ctx: FlyoutContext): string {
  switch (action) {
    case 'in-sync': return 'In Sync';
    case 'pending-sync': return 'Pending Sync';
    case 'non-admin': return 'Out of Sync';
    case 'missing-integration': return 'Integrate This Directory';
    case 'missing-location': return 'Add Location to Integration';
    case 'out-of-sync':
    case 'in-progress':
      if (!ctx.publishingEnabled) return 'Auto Sync Off';
      if (!ctx.directoryEnabled) return 'Directory Syncing Disabled';
      return action === 'out-of-sync' ? 'Data Points Out of Sync' : 'Out of Sync';
  }
}

/** F4-080..F4-084; where grey and red overlap, red wins for a directory off while the location's Auto Sync is on (decisions #11). */
export function flyoutColour(action: FlyoutAction, ctx: FlyoutContext): FlyoutColour {
  if (action === 'in-sync') return 'green';
  if (ctx.publishingEnabled && !ctx.directoryEnabled) return 'red';
  if (action === 'pending-sync') return 'grey';
  const managed = PUBLISHABLE_DIRECTORIES.includes(ctx.directory) && ctx.autoSync && ctx.publishingEnabled;
  if ((action === 'out-of-sync' || action === 'in-progress') && managed) return 'grey';
  return 'red';
}

/** F4-086: values without a copy button (the two status messages are not fields and never have one). */
export const NOT_COPYABLE_FIELDS: readonly string[] = ['category_name', 'hours', 'open_status', 'special_hours'];
export const isCopyable = (field: string): boolean => !NOT_COPYABLE_FIELDS.includes(field);

/** F4-087..F4-089: the main directory's own field names, as Locus names them. */
export const MAIN_DIRECTORY_FIELD_NAMES: Readonly<Record<string, string>> = {
  phone_number: 'phone',
  primary_category: 'category_name',
  name: 'public_name',
};
export const locusFieldName = (directoryField: string): string => MAIN_DIRECTORY_FIELD_NAMES[directoryField] ?? directoryField;
