import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddLocationButton } from './LocationsList.js';

const meta = {
  title: 'Locations/AddLocationButton',
  component: AddLocationButton,
  // The story stays on its page: the click handler (the app's router) takes the navigation.
  args: {
    href: '/settings/locations/new',
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
} satisfies Meta<typeof AddLocationButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add Location' });
    await expect(link).toHaveAttribute('href', '/settings/locations/new');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalled();
  },
};
