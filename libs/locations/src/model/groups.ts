/** 'N locations' ('1 location') for a group's members. */
export function locationsCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'location' : 'locations'}`;
}

export const GROUP_MESSAGES = {
  nameRequired: 'Group name is required',
  created: 'Group created successfully.',
  updated: 'Group updated successfully.',
  saveFailed: 'There was an error saving the group.',
  loadFailed: 'Error fetching groups',
  loadOneFailed: 'Unable to load groups at this time. Please reload or try again later.',
  duplicateName: 'A group with that name already exists',
  deleted: 'Group deleted successfully.',
  stepSaved: 'Location groups saved.',
  deleteFailed: 'There was an error deleting the group.',
} as const;
