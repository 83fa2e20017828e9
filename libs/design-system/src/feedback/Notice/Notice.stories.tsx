import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice } from './Notice.js';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: { severity: 'info', children: 'Log in to confirm your e-mail address.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Log in to confirm your e-mail address.',
    );
  },
};

export const Error: Story = {
  args: { severity: 'error', children: 'The e-mail or password is incorrect.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
  },
};

export const Success: Story = { args: { severity: 'success', children: 'Your password was changed.' } };

export const Warning: Story = { args: { severity: 'warning', children: 'Your session is about to expire.' } };
