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
    await expect(button.getBoundingClientRect().width).toBe(40);
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
