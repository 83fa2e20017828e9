export const DELETE_MESSAGES = {
  failed: 'There was an error deleting your location.',
  lastLocation: "Can't delete the last location on the account.",
  prevented: 'Unable to Delete Location.',
  contactSupport: 'Please contact support to make this change.',
} as const;

/** Which modal Delete opens (F4-033..F4-035). */
export function deleteStep(input: { preventDeletions: boolean; totalLocations: number }): 'prevented' | 'last-location' | 'confirm' {
  if (input.preventDeletions) return 'prevented';
  if (input.totalLocations <= 1) return 'last-location';
  return 'confirm';
}

/** Add Location with prevent_location_additions on opens the contact-support modal instead. */
export function addLocationStep(preventAdditions: boolean): 'prevented' | 'form' {
  return preventAdditions ? 'prevented' : 'form';
}

/** '{name} successfully deleted', with the location's real name. */
export function deletedMessage(name: string): string {
  return `${name} successfully deleted`;
}
