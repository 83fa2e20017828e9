import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADMIN_SECTIONS, EMAIL_ONLY_SECTIONS } from '../fixtures/settings.js';
import { SettingsIndex } from './SettingsIndex.js';

const meta = {
  title: 'Settings/SettingsIndex',
  component: SettingsIndex,
  args: { sections: ADMIN_SECTIONS, onNavigate: fn() },
} satisfies Meta<typeof SettingsIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: every section, each a link the app routes. */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(ADMIN_SECTIONS.length);
    await userEvent.click(canvas.getByRole('link', { name: /^Account/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/account');
  },
};

/** An e-mail-only user: only what they can use. */
export const EmailOnly: Story = {
  args: { sections: EMAIL_ONLY_SECTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /^Billing/ })).toBeNull();
  },
};

/** On a 390 px phone the cards stack in one column. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
