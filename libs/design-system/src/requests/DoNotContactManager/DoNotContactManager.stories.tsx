import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { doNotContactRows, longDoNotContactRow } from '../../fixtures/requests-report.js';
import { DoNotContactManager, type DoNotContactProps } from './DoNotContactManager.js';

/** The draft kept in the story, as the hook keeps it. */
function Typing(args: DoNotContactProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <DoNotContactManager
      {...args}
      draft={draft}
      onDraftChange={(v) => {
        args.onDraftChange(v);
        setDraft(v);
      }}
    />
  );
}

const meta = {
  title: 'Requests/DoNotContactManager',
  component: DoNotContactManager,
  render: Typing,
  args: {
    status: 'ready',
    loadError: null,
    rows: doNotContactRows,
    page: 1,
    pageCount: 2,
    total: 14,
    search: '',
    draft: '',
    draftError: null,
    adding: false,
    canEdit: true,
    csvHref: '/export/csv/do_not_contact',
    downloading: false,
    onDownloadCsv: fn(),
    onDraftChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onSearchChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DoNotContactManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'E-mail or phone number' });

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Do not contact' })).toBeTruthy();
    await expect(canvas.getByRole('status').textContent).toBe('14 addresses');
    const row = canvas.getByText('+1 (415) 555-0199').closest('tr') as HTMLElement;
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '+1 (415) 555-0199',
      'Added by a user',
      'Oct 22, 2026',
      '',
    ]);
  },
};

/** Typing fills the draft; the Add button and Enter both add it. */
export const AddAnAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), 'jane@example.com');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith('jane@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.type(field(canvasElement), '{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(2);
  },
};

/** The refusal shows under the field and is read with it. */
export const AddError: Story = {
  args: { draft: 'jane@example', draftError: 'Enter an e-mail address or a phone number.' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input.getAttribute('aria-invalid')).toBe('true');
    await expect(input).toHaveAccessibleDescription('Enter an e-mail address or a phone number.');
  },
};

export const AlreadyListed: Story = {
  args: { draft: 'ana.souza@example.com', draftError: 'This address is already on the list.' },
};

/** While an address is being added, the button is busy and Enter does not add it twice. */
export const Adding: Story = {
  args: { draft: 'jane@example.com', adding: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Add/ }) as HTMLButtonElement;
    await expect(button.disabled).toBe(true);
    await userEvent.type(field(canvasElement), '{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The CSV is fetched by the app (with the session's credentials), not opened as a plain link. */
export const DownloadCsv: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

/** While the CSV is prepared, the link says so and a click does nothing. */
export const DownloadingCsv: Story = {
  args: { downloading: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Preparing your CSV…' }));
    await expect(args.onDownloadCsv).not.toHaveBeenCalled();
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove +1 (415) 555-0199' }));
    await expect(args.onRemove).toHaveBeenCalledWith(72);
  },
};

/** Without the permission to edit, the list is read-only: no add field, no remove buttons. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'E-mail or phone number' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Remove' })).toBeNull();
  },
};

export const CsvLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download CSV' });
    await expect(link.getAttribute('href')).toBe('/export/csv/do_not_contact');
    await expect(link.hasAttribute('download')).toBe(true);
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search the do-not-contact list' }), 'souza{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('souza');
  },
};

export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Do-not-contact pages' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the do-not-contact list' })).toBeTruthy();
    await expect(canvas.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  },
};

export const LoadingAnotherPage: Story = {
  args: { status: 'loading', page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Do-not-contact list' }).getAttribute('aria-busy')).toBe('true');
  },
};

/** An empty list says what the list is for and how to add to it. */
export const Empty: Story = {
  args: { rows: [], total: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No one is on your do-not-contact list')).toBeTruthy();
    await expect(canvas.getByText(/Add an e-mail address or phone number above/)).toBeTruthy();
    await expect(canvas.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  },
};

export const EmptyReadOnly: Story = {
  args: { rows: [], total: 0, pageCount: 0, canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Customers who unsubscribe from a review request are added here/)).toBeTruthy();
  },
};

export const NoMatches: Story = {
  args: { rows: [], total: 0, pageCount: 0, search: 'nobody' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No one matches your search')).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The do-not-contact list could not be loaded. Please try again.', rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toContain('The do-not-contact list could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OneAddress: Story = {
  args: { rows: doNotContactRows.slice(0, 1), total: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toBe('1 address');
  },
};

export const LongText: Story = { args: { rows: [longDoNotContactRow, ...doNotContactRows] } };

export const Phone: Story = {
  args: { rows: [longDoNotContactRow, ...doNotContactRows] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
