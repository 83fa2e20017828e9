/** The users pages' texts. */
export const USER_MESSAGES = {
  loadFailed: 'Unable to load users. Please try again.',
  typesFailed: 'Unable to load the user types.',
  typeChanged: (name: string) => `${name}'s user type was changed. They will need to sign in again.`,
  deactivated: (name: string) => `${name} was deactivated and signed out.`,
  reactivated: (name: string) => `${name} was reactivated.`,
  deleted: (name: string) => `${name} was deleted.`,
  invitationResent: (email: string) => `A new invitation was sent to ${email}.`,
  invited: (email: string) => `An invitation was sent to ${email}.`,
  actionFailed: 'That change could not be saved. Please try again.',
  inviteFailed: 'The invitation could not be sent. Please try again.',
  nameRequired: 'Enter the user’s name',
  emailRequired: 'Enter an e-mail address',
  emailInvalid: 'Enter an e-mail address like name@example.com',
  typeRequired: 'Choose a user type',
  ownerLocked: 'The account owner cannot be deactivated, given another type or deleted.',
} as const;
