import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { locationPage } from '../../fixtures/options.js';
import { InfiniteDropdown, type InfiniteDropdownProps } from './InfiniteDropdown.js';

const LAST_PAGE = 4;

/** Serves fixture pages with a short delay, like a paged location list. */
function Paged(args: InfiniteDropdownProps) {
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const [value, setValue] = useState(args.value);
  return (
    <InfiniteDropdown
      {...args}
      value={value}
      onChange={(id) => {
        args.onChange(id);
        setValue(id);
      }}
      options={Array.from({ length: pages }, (_, i) => locationPage(i + 1)).flat()}
      loading={loading}
      hasMore={pages < LAST_PAGE}
      onLoadMore={() => {
        args.onLoadMore?.();
        setLoading(true);
        setTimeout(() => {
          setPages((n) => n + 1);
          setLoading(false);
        }, 150);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/InfiniteDropdown',
  component: InfiniteDropdown,
  args: { label: 'Location', options: locationPage(1), value: null, onChange: fn(), onLoadMore: fn() },
} satisfies Meta<typeof InfiniteDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: Paged,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Location: All' }));
    const list = await screen.findByRole('listbox', { name: 'Location' });
    list.scrollTop = list.scrollHeight;
    list.dispatchEvent(new Event('scroll'));
    // [P9-019] scrolling near the end asks for the next page
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('option', { name: 'Austin #1' }));
    await expect(args.onChange).toHaveBeenCalledWith('loc-1');
  },
};

export const Selected: Story = { args: { value: 'loc-3' } };

export const Loading: Story = { args: { options: [], loading: true } };

export const Empty: Story = { args: { options: [] } };

export const Error: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Location: All' }));
    // [P8-047]
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh the page.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
