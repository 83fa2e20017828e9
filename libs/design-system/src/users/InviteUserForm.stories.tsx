import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userTypeOptions } from '../fixtures/users.js';
import { InviteUserForm } from './InviteUserForm.js';

const meta = {
  title: 'Users/InviteUserForm',
  component: InviteUserForm,
  args: {
    name: '',
    email: '',
    userTypeId: null,
    errors: {},
    formError: null,
    saving: false,
    typesStatus: 'loaded',
    typesError: null,
    typeOptions: userTypeOptions,
    onNameChange: fn(),
    onEmailChange: fn(),
    onUserTypeChange: fn(),
    onRetryTypes: fn(),
    onSend: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InviteUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'N');
    await expect(args.onNameChange).toHaveBeenCalledWith('N');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /User type/ }), 'Manager');
    await expect(args.onUserTypeChange).toHaveBeenCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** Each field says what is wrong; what was typed stays. */
export const FieldErrors: Story = {
  args: {
    name: '',
    email: 'nina',
    errors: { name: 'Enter the user’s name', email: 'Enter an e-mail address like name@example.com', user_type_id: 'Choose a user type' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ }).getAttribute('aria-invalid')).toBe('true');
    await expect(canvas.getByText('Enter an e-mail address like name@example.com')).toBeTruthy();
    await expect((canvas.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement).value).toBe('nina');
  },
};

/** The server's 409 lands on the e-mail field. */
export const EmailTaken: Story = {
  args: { name: 'Nina New', email: 'user@harbor.test', userTypeId: 5, errors: { email: 'A user with that e-mail already exists' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A user with that e-mail already exists')).toBeTruthy();
  },
};

export const ServerError: Story = {
  args: { name: 'Nina New', email: 'nina@harbor.test', userTypeId: 5, formError: 'The invitation could not be sent. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert').textContent).toContain('could not be sent');
  },
};

export const Sending: Story = {
  args: { name: 'Nina New', email: 'nina@harbor.test', userTypeId: 5, saving: true },
  play: async ({ canvasElement }) => {
    await expect((within(canvasElement).getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
  },
};

export const TypesLoading: Story = {
  args: { typesStatus: 'loading', typeOptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the user types…')).toBeTruthy();
  },
};

export const TypesError: Story = {
  args: { typesStatus: 'error', typeOptions: [], typesError: 'Unable to load the user types.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryTypes).toHaveBeenCalled();
  },
};
