import type { SignupRequest } from '@locus/auth';

export const ACCOUNT_FIELDS = ['name', 'email', 'account_name', 'password', 'password_confirmation'] as const;
export const LOCATION_FIELDS = ['location_name', 'address', 'city', 'state', 'zipcode', 'phone'] as const;
export type SignupField = (typeof ACCOUNT_FIELDS)[number] | (typeof LOCATION_FIELDS)[number];

export const FIELD_LABELS: Record<SignupField, string> = {
  name: 'Your name',
  email: 'E-mail',
  account_name: 'Business name',
  password: 'Password',
  password_confirmation: 'Confirm password',
  location_name: 'Location name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
  phone: 'Phone',
};

export const PASSWORDS_DIFFER = 'The passwords do not match';
export const MIN_PASSWORD = 8;

/** What the form says before calling the server: the first problem, or null. */
export function signupProblem(values: Record<SignupField, string>, withLocation: boolean): string | null {
  const required = withLocation ? [...ACCOUNT_FIELDS, ...LOCATION_FIELDS] : ACCOUNT_FIELDS;
  const blank = required.find((name) => !values[name].trim());
  if (blank) return `${FIELD_LABELS[blank]} is required`;
  if (values.password.length < MIN_PASSWORD) return `The password needs at least ${MIN_PASSWORD} characters`;
  if (values.password !== values.password_confirmation) return PASSWORDS_DIFFER;
  return null;
}

/** The POST /signup/user body (P7-064); the location only on /signup/location. */
export function signupRequest(values: Record<SignupField, string>, withLocation: boolean): SignupRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    account_name: values.account_name.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    ...(withLocation
      ? {
          location: {
            name: values.location_name.trim(),
            address: values.address.trim(),
            city: values.city.trim(),
            state: values.state.trim(),
            zipcode: values.zipcode.trim(),
            phone: values.phone.trim(),
          },
        }
      : {}),
  };
}

export const EMPTY_SIGNUP: Record<SignupField, string> = {
  name: '',
  email: '',
  account_name: '',
  password: '',
  password_confirmation: '',
  location_name: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  phone: '',
};
