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
} as const;
