import { isApiError } from '@locus/api-client';
import { GenericLoader, serverText, type Notifier, type Scheduler } from '@locus/resources';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inviteErrors, inviteFieldOf, type InviteErrors, type InviteField } from '../model/invite-rules.js';
import { USER_MESSAGES as MSG } from '../model/user-messages.js';
import type { User, UsersApi, UserType } from '../ports/users-api.js';
import { userTypesLoader } from './user-types-loader.js';

export interface InviteStoreDeps {
  api: Pick<UsersApi, 'inviteUser' | 'listUserTypes'>;
  notifier: Notifier;
  scheduler?: Scheduler;
}

/**
 * /settings/users/new: a name, an e-mail and a user type. Errors sit on their fields (the server's too,
 * e.g. the taken e-mail's 409); whatever was typed stays until the invitation is sent.
 */
export class InviteUserStore {
  name = '';
  email = '';
  userTypeId: number | null = null;
  errors: InviteErrors = {};
  /** A failure no field owns (shown above the form). */
  formError: string | null = null;
  saving = false;
  readonly types: GenericLoader<null, UserType[]>;
  private readonly deps: InviteStoreDeps;

  constructor(deps: InviteStoreDeps) {
    this.deps = deps;
    makeObservable<InviteUserStore>(this, {
      name: observable,
      email: observable,
      userTypeId: observable,
      errors: observableRef,
      formError: observable,
      saving: observable,
      setName: action,
      setEmail: action,
      setUserType: action,
    });
    this.types = userTypesLoader(deps.api, deps.scheduler);
  }

  setName(name: string): void {
    this.name = name;
    this.clearError('name');
  }

  setEmail(email: string): void {
    this.email = email;
    this.clearError('email');
  }

  setUserType(id: number | null): void {
    this.userTypeId = id;
    this.clearError('user_type_id');
  }

  /** POST /users; resolves the invited user, or null with the errors shown and the fields kept. */
  async send(): Promise<User | null> {
    const errors = inviteErrors(this);
    if (Object.keys(errors).length > 0 || this.userTypeId === null) {
      runInAction(() => (this.errors = errors));
      return null;
    }
    runInAction(() => {
      this.saving = true;
      this.formError = null;
    });
    const email = this.email.trim();
    try {
      const user = await this.deps.api.inviteUser({ name: this.name.trim(), email, user_type_id: this.userTypeId });
      this.deps.notifier.success(MSG.invited(email));
      return user;
    } catch (error) {
      const field = isApiError(error) ? inviteFieldOf(error.field) : null;
      const text = serverText(error) ?? MSG.inviteFailed;
      runInAction(() => {
        if (field) this.errors = { ...this.errors, [field]: text };
        else this.formError = text;
      });
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  dispose(): void {
    this.types.dispose();
  }

  private clearError(field: InviteField): void {
    if (this.errors[field] === undefined) return;
    const { [field]: _cleared, ...rest } = this.errors;
    this.errors = rest;
  }
}
