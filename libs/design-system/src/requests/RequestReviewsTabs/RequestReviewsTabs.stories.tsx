import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestReviewsTabs } from './RequestReviewsTabs.js';

const PAGES = [
  ['Overview', '/request-reviews/overview'],
  ['Send requests', '/request-reviews/compose'],
  ['History', '/request-reviews/history'],
  ['Campaigns', '/request-reviews/campaigns'],
  ['Templates', '/request-reviews/templates'],
  ['Ways to ask', '/request-reviews/ways-to-ask'],
] as const;

const tabsWithActive = (activeHref: string | null) =>
  PAGES.map(([label, href]) => ({ label, href, active: href === activeHref }));

const meta = {
  title: 'Requests/RequestReviewsTabs',
  component: RequestReviewsTabs,
  args: { tabs: tabsWithActive('/request-reviews/compose'), onNavigate: fn() },
} satisfies Meta<typeof RequestReviewsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the section: its link is the current page; the others route through the app. */
export const CurrentPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Ask for Reviews pages' }));
    await expect(nav.getAllByRole('link')).toHaveLength(6);
    await expect(nav.getByRole('link', { name: 'Send requests' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'History' })).not.toHaveAttribute('aria-current');
    await userEvent.click(nav.getByRole('link', { name: 'History' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/request-reviews/history');
  },
};

/** No tab current (a page outside the list): plain links. */
export const NoneCurrent: Story = {
  args: { tabs: tabsWithActive(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** Without the app's router the links load their page. */
export const PlainLinks: Story = {
  args: { onNavigate: undefined },
};

/** A phone: the row scrolls inside the bar, the page does not get wider. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(getComputedStyle(nav).overflowX).toBe('auto');
  },
};
