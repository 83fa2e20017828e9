import { GenericLoader, type Scheduler } from '@locus/resources';
import { USER_MESSAGES as MSG } from '../model/user-messages.js';
import type { UsersApi, UserType } from '../ports/users-api.js';

/** GET /user_types once: the assignable types (never support), for the type menus. */
export function userTypesLoader(api: Pick<UsersApi, 'listUserTypes'>, scheduler?: Scheduler): GenericLoader<null, UserType[]> {
  return new GenericLoader({
    params: () => null,
    debounceMs: 0,
    scheduler,
    errorMessage: MSG.typesFailed,
    load: (_params, signal) => api.listUserTypes(signal),
  });
}
