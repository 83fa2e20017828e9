import { describe, expect, it } from 'vitest';
import { FLYOUT_HEADERS, flyoutAction, flyoutCardTitle, flyoutColour, isCopyable, locusFieldName, type FlyoutContext, type FlyoutInput } from './sync-flyout.js';

const admin: FlyoutInput = { status: 'not_in_sync', isAdmin: true, integrationStatus: 'active', referenceId: 'place-1' };
const managed: FlyoutContext = { directory: 'google', autoSync: true, publishingEnabled: true, directoryEnabled: true };

describe('sync flyout action, in the order of section 4', () => {
  it('[F4-070] [F4-071] step 1: in_sync is in-sync (In Sync) even for a non-admin without integration', () => {
    const action = flyoutAction({ status: 'in_sync', isAdmin: false, integrationStatus: 'expired', referenceId: null });
    expect(action).toBe('in-sync');
    expect(FLYOUT_HEADERS['in-sync']).toBe('In Sync');
  });
  it('[F4-072] [F4-073] step 2: a non-admin gets non-admin (Out of Sync) before the integration checks', () => {
    expect(flyoutAction({ ...admin, isAdmin: false, integrationStatus: 'inactive' })).toBe('non-admin');
    expect(FLYOUT_HEADERS['non-admin']).toBe('Out of Sync');
  });
  it('[F4-074] step 3: an inactive or expired integration is missing-integration (Missing Integration)', () => {
    expect(flyoutAction({ ...admin, integrationStatus: 'inactive' })).toBe('missing-integration');
    expect(flyoutAction({ ...admin, integrationStatus: 'expired', referenceId: null })).toBe('missing-integration');
    expect(FLYOUT_HEADERS['missing-integration']).toBe('Missing Integration');
  });
  it('[F4-075] step 4: an active integration without a reference id is missing-location', () => {
    expect(flyoutAction({ ...admin, referenceId: null })).toBe('missing-location');
    expect(FLYOUT_HEADERS['missing-location']).toBe('Location Missing from Integration');
  });
  it('[F4-076] step 5: not_in_sync is out-of-sync (Out of Sync); action_required counts as out of sync', () => {
    expect(flyoutAction(admin)).toBe('out-of-sync');
    expect(flyoutAction({ ...admin, status: 'action_required' })).toBe('out-of-sync');
  });
  it('[F4-077] step 6: in_progress and pending_claim are in-progress (Out of Sync)', () => {
    expect(flyoutAction({ ...admin, status: 'in_progress' })).toBe('in-progress');
    expect(flyoutAction({ ...admin, status: 'pending_claim' })).toBe('in-progress');
    expect(FLYOUT_HEADERS['in-progress']).toBe('Out of Sync');
  });
  it('[F4-078] step 7: pending_sync is pending-sync (Pending Sync); published counts as in sync; not_available opens none', () => {
    expect(flyoutAction({ ...admin, status: 'pending_sync' })).toBe('pending-sync');
    expect(FLYOUT_HEADERS['pending-sync']).toBe('Pending Sync');
    expect(flyoutAction({ ...admin, status: 'published' })).toBe('in-sync');
    expect(flyoutAction({ ...admin, status: 'not_available' })).toBeNull();
  });
});

describe('sync flyout cards and colours', () => {
  it('[F4-079] card titles', () => {
    expect(flyoutCardTitle('in-sync', managed)).toBe('In Sync');
    expect(flyoutCardTitle('non-admin', managed)).toBe('Out of Sync');
    expect(flyoutCardTitle('missing-integration', managed)).toBe('Integrate This Directory');
    expect(flyoutCardTitle('missing-location', managed)).toBe('Add Location to Integration');
    expect(flyoutCardTitle('out-of-sync', { ...managed, publishingEnabled: false })).toBe('Auto Sync Off');
    expect(flyoutCardTitle('out-of-sync', { ...managed, directoryEnabled: false })).toBe('Directory Syncing Disabled');
    expect(flyoutCardTitle('out-of-sync', managed)).toBe('Data Points Out of Sync');
    expect(flyoutCardTitle('in-progress', managed)).toBe('Out of Sync');
    expect(flyoutCardTitle('pending-sync', managed)).toBe('Pending Sync');
  });
  it('[F4-080] [F4-081] green in sync, grey pending sync', () => {
    expect(flyoutColour('in-sync', managed)).toBe('green');
    expect(flyoutColour('pending-sync', { ...managed, directory: 'yelp', autoSync: false })).toBe('grey');
  });
  it('[F4-082] grey for out-of-sync and in-progress on a publishable directory with Auto Sync bought and on', () => {
    expect(flyoutColour('out-of-sync', managed)).toBe('grey');
    expect(flyoutColour('in-progress', { ...managed, directory: 'apple_maps' })).toBe('grey');
  });
  it('[F4-083] red otherwise', () => {
    expect(flyoutColour('out-of-sync', { ...managed, directory: 'yelp' })).toBe('red');
    expect(flyoutColour('out-of-sync', { ...managed, autoSync: false })).toBe('red');
    expect(flyoutColour('in-progress', { ...managed, publishingEnabled: false })).toBe('red');
    expect(flyoutColour('missing-integration', managed)).toBe('red');
  });
  it('[F4-084] red for a directory off while the location\'s Auto Sync is on, even where grey would apply', () => {
    expect(flyoutColour('out-of-sync', { ...managed, directoryEnabled: false })).toBe('red');
    expect(flyoutColour('pending-sync', { ...managed, directoryEnabled: false })).toBe('red');
  });
  it('[F4-086] category, hours, open status and special hours have no copy button', () => {
    for (const field of ['category_name', 'hours', 'open_status', 'special_hours']) expect(isCopyable(field)).toBe(false);
    expect(isCopyable('phone')).toBe(true);
  });
  it('[F4-087] [F4-088] [F4-089] maps the main directory\'s field names', () => {
    expect(locusFieldName('phone_number')).toBe('phone');
    expect(locusFieldName('primary_category')).toBe('category_name');
    expect(locusFieldName('name')).toBe('public_name');
    expect(locusFieldName('website')).toBe('website');
  });
});
