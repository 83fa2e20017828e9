import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  cedarGroups,
  facebookExpired,
  googleNotConnected,
  harborGroups,
  readOnlyGroups,
  yelpRequested,
} from '../../fixtures/integrations.js';
import { INTEGRATIONS_TEXTS, IntegrationsCatalogue } from './IntegrationsCatalogue.js';

const meta = {
  title: 'Integrations/IntegrationsCatalogue',
  component: IntegrationsCatalogue,
  args: {
    status: 'ready',
    loadError: null,
    access: 'manage',
    groups: harborGroups,
    notice: null,
    confirm: null,
    onAction: fn(),
    onConfirmDisconnect: fn(),
    onCancelDisconnect: fn(),
    onDismissNotice: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof IntegrationsCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('article', { name });

export const Loading: Story = {
  args: { status: 'loading', groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading integrations' })).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', groups: [], loadError: 'The integrations could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The integrations could not be loaded. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(INTEGRATIONS_TEXTS.empty)).toBeTruthy();
  },
};

/** Harbor Dental: Google and Facebook connected, each with Disconnect; the groups are headed sections. */
export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Connected',
      'Review sites',
      'Tools',
    ]);
    const google = card(canvasElement, 'Google');
    await expect(within(google).getByText('Connected')).toBeTruthy();
    await userEvent.click(within(google).getByRole('button', { name: 'Disconnect Google' }));
    await expect(args.onAction).toHaveBeenCalledWith('google', 'disconnect');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Trustpilot' }));
    await expect(args.onAction).toHaveBeenCalledWith('trustpilot', 'connect');
    await userEvent.click(canvas.getByRole('button', { name: 'Request Access Yelp' }));
    await expect(args.onAction).toHaveBeenCalledWith('yelp', 'request_access');
    const open = canvas.getByRole('link', { name: 'Open Hootsuite (opens in a new tab)' });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('href', 'https://apps.hootsuite.example/locus');
  },
};

/** Cedar Bistro: Facebook expires in 5 days and offers Reconnect; Google waits to be connected. */
export const ExpiringInFiveDays: Story = {
  args: { groups: cedarGroups },
  play: async ({ canvasElement, args }) => {
    const facebook = card(canvasElement, 'Facebook');
    await expect(within(facebook).getByText('Expires in 5 days')).toBeTruthy();
    await userEvent.click(within(facebook).getByRole('button', { name: 'Reconnect Facebook' }));
    await expect(args.onAction).toHaveBeenCalledWith('facebook', 'reconnect');
  },
};

export const Expired: Story = {
  args: { groups: [{ id: 'connected', title: 'Connected', cards: [facebookExpired] }] },
  play: async ({ canvasElement }) => {
    const facebook = card(canvasElement, 'Facebook');
    await expect(within(facebook).getByText('Expired')).toBeTruthy();
    await expect(within(facebook).getByRole('button', { name: 'Reconnect Facebook' })).toBeEnabled();
  },
};

export const Requested: Story = {
  args: { groups: [{ id: 'review_sites', title: 'Review sites', cards: [yelpRequested] }] },
  play: async ({ canvasElement }) => {
    const yelp = card(canvasElement, 'Yelp');
    await expect(within(yelp).getByText('Requested')).toBeTruthy();
    await expect(within(yelp).queryByRole('button')).toBeNull();
  },
};

/** Connecting Google: the card waits while the consent page is asked for. */
export const Connecting: Story = {
  args: {
    groups: [{ id: 'review_sites', title: 'Review sites', cards: [{ ...googleNotConnected, busy: true }] }],
  },
  play: async ({ canvasElement }) => {
    const google = card(canvasElement, 'Google');
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await expect(within(google).getByRole('button', { name: 'Connect Google' })).toBeDisabled();
  },
};

/** A manager (integration read only): the catalogue without actions but the tools' pages. */
export const ReadOnly: Story = {
  args: { access: 'read', groups: readOnlyGroups(harborGroups) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INTEGRATIONS_TEXTS.readOnly)).toBeTruthy();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.getByRole('link', { name: 'Open Hootsuite (opens in a new tab)' })).toBeTruthy();
  },
};

/** No integration read: nothing is listed. */
export const NoPermission: Story = {
  args: { access: 'none', groups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INTEGRATIONS_TEXTS.noAccess)).toBeTruthy();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Back from the consent page: the notice says Google is connected and can be dismissed. */
export const ConnectedNotice: Story = {
  args: { notice: { severity: 'success', text: 'Google is connected.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Google is connected.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalled();
  },
};

export const ConnectFailedNotice: Story = {
  args: {
    groups: cedarGroups,
    notice: { severity: 'error', text: 'The integration could not be connected: access was not allowed. Please try again.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('access was not allowed');
  },
};

/** Disconnect asks first; Cancel and Disconnect go back to the store. */
export const DisconnectConfirm: Story = {
  args: { confirm: { name: 'Google', busy: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disconnect Google?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect(args.onConfirmDisconnect).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDisconnect).toHaveBeenCalled();
  },
};

export const Disconnecting: Story = {
  args: { confirm: { name: 'Google', busy: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disconnect Google?' });
    await expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeDisabled();
  },
};

/** On a 390 px phone the cards stack in one column and nothing runs off the side; Tab reaches the actions. */
export const Phone: Story = {
  args: { groups: cedarGroups },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Reconnect Facebook' })).toHaveFocus();
  },
};
