import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LocationForm, type LookupFieldModel } from './LocationForm.js';

const labels = {
  name: 'Internal Name',
  public_name: 'Public Name',
  address: 'Address',
  address_2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  country: 'Country',
  phone: 'Phone',
  external_id: 'External ID',
  website: 'Website',
  google_place_id: 'Google Place ID',
  category_name: 'Category',
};
const required = { name: 'Internal Name', public_name: 'Public Name', address: 'Address', city: 'City', state: 'State', zipcode: 'Zip Code', country: 'Country' };
const lookup = (text: string, options: { id: number; name: string }[] = []): LookupFieldModel => ({ text, options, onTextChange: fn(), onSelect: fn() });

const meta = {
  title: 'Locations/LocationForm',
  component: LocationForm,
  args: {
    mode: 'edit',
    values: {
      name: 'Downtown',
      public_name: 'Harbor Dental Downtown',
      address: '1 Main St',
      address_2: '',
      city: 'Springfield',
      zipcode: '62701',
      phone: '',
      external_id: 'HD-1',
      website: '',
      google_place_id: 'ChIJ123',
      open_status: 'active',
      is_headquarters: false,
      npi: '',
    },
    errors: {},
    formError: null,
    labels,
    required,
    canSave: true,
    saving: false,
    showOpenStatus: true,
    openStatusOptions: [
      { value: 'active', label: 'Open' },
      { value: 'temporarily_inactive', label: 'Temporarily Closed' },
      { value: 'inactive', label: 'Permanently Closed' },
    ],
    placeIdField: 'hidden',
    healthcare: false,
    npiError: null,
    npiName: null,
    npiBusy: false,
    billingText: null,
    lookups: {
      state: lookup('Illinois', [{ id: 14, name: 'Illinois' }, { id: 15, name: 'Indiana' }]),
      country: lookup('United States'),
      category_name: lookup('Dentist'),
    },
    confirmingOverride: false,
    onChange: fn(),
    onBlur: fn(),
    onNpiBlur: fn(),
    onNpiRefresh: fn(),
    onSave: fn(),
    onCancel: fn(),
    onConfirmOverride: fn(),
    onCancelOverride: fn(),
  },
} satisfies Meta<typeof LocationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Business Status')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** The new-location page: the form sits under the page's h1, so its section titles are h2. */
export const Create: Story = {
  args: {
    mode: 'create',
    sectionHeading: 'h2',
    hoursSlot: <p>Closed every day</p>,
    showOpenStatus: false,
    billingText: 'Adding this location will add $49.00 to your monthly bill.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Business Status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Location' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Operating Hours' })).toBeInTheDocument();
  },
};

export const BillingGeneric: Story = { args: { mode: 'create', showOpenStatus: false, billingText: 'Adding a location may incur additional costs.' } };

export const RequiredMessages: Story = {
  args: {
    values: { ...meta.args.values, name: '', public_name: '', address: '', city: '', zipcode: '' },
    lookups: { state: lookup(''), country: lookup(''), category_name: lookup('') },
    errors: {
      name: 'Internal Name is required',
      public_name: 'Public Name is required',
      address: 'Address is required',
      city: 'City is required',
      zipcode: 'Zip Code is required',
      state: 'State is required',
      country: 'Country is required',
    },
    formError: 'There is missing required information. Please review the form and try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Internal Name is required', 'State is required', 'Country is required', 'There is missing required information. Please review the form and try again.'])
      await expect(canvas.getByText(text)).toBeInTheDocument();
  },
};

export const ServerRefusal: Story = { args: { formError: 'You already have special hours set for this date.' } };
export const Saving: Story = { args: { saving: true, canSave: false } };
export const SupportPlaceId: Story = { args: { placeIdField: 'editable' } };
export const AdminPlaceIdReadOnly: Story = {
  args: { placeIdField: 'read-only' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Google Place ID')).toHaveAttribute('readonly');
  },
};

export const Healthcare: Story = { args: { healthcare: true, values: { ...meta.args.values, npi: '1234567890' }, npiName: 'Ann Lee DDS' } };

export const OverrideConfirm: Story = {
  args: { confirmingOverride: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await expect(args.onConfirmOverride).toHaveBeenCalled();
  },
};
