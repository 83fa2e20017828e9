import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LightIconButton } from './LightIconButton.js';

const meta = {
  title: 'Inputs/LightIconButton',
  component: LightIconButton,
  args: { 'aria-label': 'Page actions', children: <MoreVertIcon />, onClick: fn() },
} satisfies Meta<typeof LightIconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Page actions' });
    // 40 px round: a 24 px icon in 8 px of padding (jsdom lays nothing out, so the padding is what is checked).
    await expect(getComputedStyle(button).padding).toBe('8px');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Page actions' })).toBeDisabled();
  },
};
