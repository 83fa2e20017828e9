import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { waysHarborDental, waysLongTexts, waysReviewLink } from '../../fixtures/requests-ways-to-ask.js';
import { WaysToAsk } from './WaysToAsk.js';

const meta = {
  title: 'Requests/WaysToAsk',
  component: WaysToAsk,
  args: {
    ...waysHarborDental,
    status: 'ready',
    loadError: null,
    onLocationChange: fn(),
    onCopyLink: fn(),
    onCopySignature: fn(),
    onPrintCard: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WaysToAsk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the ways to ask for reviews' }),
    ).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The review links could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The review links could not be loaded. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A location with a Google link: the link, its QR code, the card and the signature, each with its action. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Review link' })).toHaveValue(waysReviewLink);
    await expect(canvas.getByRole('textbox', { name: 'Review link' })).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    // The QR code is drawn by qrcode.react: an SVG of the link's modules, once on its own and once on the card.
    const codes = canvas.getAllByRole('img', { name: `QR code of ${waysReviewLink}` });
    await expect(codes).toHaveLength(2);
    await expect(codes[0]?.querySelectorAll('path').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    const card = canvas.getByRole('figure', { name: 'Card preview' });
    await expect(card).toHaveTextContent('Enjoyed your visit?');
    await userEvent.click(canvas.getByRole('button', { name: 'Print card' }));
    await expect(args.onPrintCard).toHaveBeenCalledTimes(1);
    const signature = canvas.getByRole('figure', { name: 'Signature preview' });
    await expect(
      within(signature).getByRole('link', { name: 'Leave us a review on Google' }),
    ).toHaveAttribute('href', waysReviewLink);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy HTML' }));
    await expect(args.onCopySignature).toHaveBeenCalledTimes(1);
  },
};

/** Another location is chosen in the select; a location without a review site is listed but not choosable. */
export const ChangeLocation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Location' });
    await userEvent.selectOptions(select, 'Harbor Dental Eastside');
    await expect(args.onLocationChange).toHaveBeenCalledWith(32);
    await expect(
      canvas.getByRole('option', { name: 'Harbor Dental Lake Oswego (no review site yet)' }),
    ).toBeDisabled();
  },
};

export const LinkCopied: Story = {
  args: { copied: 'link' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Review link copied');
    await expect(canvas.getByRole('button', { name: 'Copy HTML' })).toBeVisible();
  },
};

export const SignatureCopied: Story = {
  args: { copied: 'signature' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Signature HTML copied');
  },
};

/** No review link yet: what to do instead of a QR code of nothing. */
export const NoLink: Story = {
  args: {
    locationId: 32,
    reviewLink: null,
    siteLabel: null,
    noLinkHint:
      'Harbor Dental Eastside has no review site yet. Add its Google listing under Locations > Review sites, then come back here.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This location has no review link yet' })).toBeVisible();
    await expect(canvas.getByText(/Add its Google listing under Locations/)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Print card' })).toBeNull();
  },
};

export const NoLinkWithoutHint: Story = {
  args: { locationId: 32, reviewLink: null, siteLabel: null, noLinkHint: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/review URL on its profile/)).toBeVisible();
  },
};

export const NoLocationChosen: Story = {
  args: { locationId: null, reviewLink: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    await expect(
      canvas.getByText('Choose a location to see its review link, QR code and printable card.'),
    ).toBeVisible();
  },
};

export const LongTexts: Story = {
  args: waysLongTexts,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Signature preview' })).toHaveTextContent(
      'Bea & Co. Pediatric',
    );
  },
};

/** On a 390 px phone, by keyboard: the link field, then Copy. */
export const Phone: Story = {
  args: waysLongTexts,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Review link' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopyLink).toHaveBeenCalled();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
