import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsSection } from './SettingsSection.js';

const meta = {
  title: 'Layout/SettingsSection',
  component: SettingsSection,
  args: { title: 'Notifications', children: <Typography>The section's settings.</Typography> },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText("The section's settings.")).toBeVisible();
  },
};

export const NotAllowed: Story = {
  args: { note: 'Your account administrator manages your notifications.' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Your account administrator manages your notifications.')).toBeVisible();
    await expect(within(region).queryByText("The section's settings.")).toBeNull();
  },
};
