import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { IntegrationNotice } from './IntegrationNotice.js';

const meta = {
  title: 'Integrations/IntegrationNotice',
  component: IntegrationNotice,
  args: { notice: { severity: 'success', text: 'Google is connected.' }, onDismiss: fn() },
} satisfies Meta<typeof IntegrationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Google is connected.');
  },
};

export const Failure: Story = {
  args: { notice: { severity: 'error', text: 'Facebook could not be connected: the provider refused the connection. Please try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('the provider refused the connection');
  },
};

export const None: Story = {
  args: { notice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
