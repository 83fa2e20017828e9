import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListingsPreview, ListingsTable, type ListingsDirectoryCell, type ListingsTableRow } from './ListingsTable.js';

const COLUMNS = [
  { code: 'google', name: 'Google', beta: false },
  { code: 'facebook', name: 'Facebook', beta: false },
  { code: 'apple_maps', name: 'Apple Maps', beta: false },
  { code: 'bing', name: 'Bing', beta: false },
  { code: 'trip_advisor', name: 'Tripadvisor', beta: false },
  { code: 'yelp', name: 'Yelp', beta: true },
];

const cell = (i: number, label: string, tone: ListingsDirectoryCell['tone'], fieldsText: string | null = null): ListingsDirectoryCell => ({
  code: COLUMNS[i]?.code ?? 'google',
  name: COLUMNS[i]?.name ?? 'Google',
  label,
  tone,
  clickable: tone !== 'missing',
  fieldsText,
});

/** Every status across the two rows (F4-054..F4-058). */
const ROWS: ListingsTableRow[] = [
  {
    id: 1, name: 'Harbor Downtown', address: '1 Main St, Portland, OR 97201', topDirectories: '67%', lastPublished: 'Nov 2, 2026',
    lastScanned: 'Nov 25, 2026', statusLabel: 'Out of Sync', statusTone: 'problem', autoSync: { on: true, disabled: false, reason: null },
    directories: [cell(0, 'In Sync', 'ok'), cell(1, 'Out of Sync', 'problem', 'Fields not in sync: phone,website'), cell(2, 'In Progress', 'waiting'), cell(3, 'Published', 'ok'), cell(4, 'Pending Claim', 'waiting'), cell(5, 'Not Available', 'missing')],
  },
  {
    id: 2, name: 'Harbor Uptown', address: '2 Main St, Portland, OR 97201', topDirectories: '0%', lastPublished: 'Never',
    lastScanned: 'Never', statusLabel: 'Action Required (Temporarily Inactive)', statusTone: 'problem',
    autoSync: { on: false, disabled: true, reason: 'Cannot Publish: This location is not eligible' },
    directories: [cell(0, 'Pending Sync', 'waiting'), cell(1, 'Action Required', 'problem'), cell(2, 'Pending Sync', 'waiting'), cell(3, 'In Sync', 'ok'), cell(4, 'In Sync', 'ok'), cell(5, 'Not Available', 'missing')],
  },
];

const meta = {
  title: 'Listings/ListingsTable',
  component: ListingsTable,
  args: {
    variant: 'simple',
    status: 'loaded',
    error: null,
    rows: ROWS,
    directoryColumns: COLUMNS,
    sortBy: 'name',
    sortOrder: 'asc',
    page: 1,
    totalPages: 3,
    links: { first: null, prev: null, next: 2, last: 3 },
    expanded: false,
    detailHref: (id: number) => `/settings/locations/${id}/details?fromLL=true`,
    editHref: (id: number) => `/settings/locations/${id}/details?fromLL=true&withEdit=true`,
    onNavigate: fn(),
    onSort: fn(),
    onPage: fn(),
    onToggleExpanded: fn(),
    onAutoSync: fn(),
    onOpenDirectory: fn(),
  },
} satisfies Meta<typeof ListingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Text queries: role queries over a whole table are slow in the test DOM.
    const headers = Array.from(canvasElement.querySelectorAll('th'), (th) => th.textContent);
    await expect(headers).toEqual(['Name', 'Address', 'Top Directories', 'Last Published', 'Status']);
    await expect(canvas.getByText('Harbor Downtown')).toHaveAttribute('href', '/settings/locations/1/details?fromLL=true');
    await expect(canvas.getByLabelText('Edit Harbor Downtown')).toHaveAttribute('href', '/settings/locations/1/details?fromLL=true&withEdit=true');
    await userEvent.click(canvas.getByText('Next'));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Prev')).toBeDisabled();
  },
};

export const Internal: Story = {
  args: { variant: 'internal', sortBy: 'status', sortOrder: 'desc' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = Array.from(canvasElement.querySelectorAll('th'), (th) => th.textContent);
    await expect(headers.slice(4)).toEqual(['Google', 'Facebook', 'Apple Maps', 'Bing', 'Tripadvisor', 'YelpBETA']);
    await userEvent.click(canvas.getAllByLabelText('Facebook: Out of Sync')[0] as HTMLElement);
    await expect(args.onOpenDirectory).toHaveBeenCalledWith(1, 'facebook');
    await expect(canvas.getAllByLabelText('Yelp: Not Available')[0]?.tagName).toBe('SPAN');
    await userEvent.click(canvas.getByLabelText('Auto Sync for Harbor Downtown'));
    await expect(args.onAutoSync).toHaveBeenCalledWith(1, false);
    await expect(canvas.getByLabelText('Auto Sync for Harbor Uptown')).toBeDisabled();
    await userEvent.click(canvas.getByText('Expand all statuses'));
    await expect(args.onToggleExpanded).toHaveBeenCalled();
  },
};

export const InternalExpanded: Story = {
  args: { variant: 'internal', expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hide all statuses')).toBeInTheDocument();
    await expect(canvas.getByText('Out of Sync · Fields not in sync: phone,website')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', rows: [] } };

export const Empty: Story = {
  args: { rows: [], totalPages: 0, links: { first: null, prev: null, next: null, last: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Set up your locations')).toHaveAttribute('href', '/settings/locations?local_listing_walkthrough=true');
    await expect(canvas.getByText('Connect Google')).toHaveAttribute('href', '/settings/integrations');
  },
};

export const FetchError: Story = {
  args: { status: 'error', error: 'An error occurred trying to fetch locations' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred trying to fetch locations');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** F2-031: preview permission only, with Request Access (F7-049). */
export const Preview: StoryObj<typeof ListingsPreview> = {
  args: { directoryColumns: COLUMNS, requestLabel: 'Request Access', requestDisabled: false, onRequestAccess: fn() },
  render: (args) => <ListingsPreview {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This is a preview of Local Listings/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Access' }));
    await expect(args.onRequestAccess).toHaveBeenCalled();
  },
};

export const PreviewRequestSent: StoryObj<typeof ListingsPreview> = {
  args: { directoryColumns: COLUMNS, requestLabel: 'Request sent!', requestDisabled: true, onRequestAccess: fn() },
  render: (args) => <ListingsPreview {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request sent!' })).toBeDisabled();
  },
};

export const PreviewRequestFailed: StoryObj<typeof ListingsPreview> = {
  args: { directoryColumns: COLUMNS, requestLabel: 'Try again', requestDisabled: false, onRequestAccess: fn() },
  render: (args) => <ListingsPreview {...args} />,
};

/** F9-056: 3 directory columns at 1000 px or more, with the button to the next ones. */
export const InternalThreeDirectories: Story = {
  args: { variant: 'internal', directoryWindow: { start: 0, count: 3, hasPrevious: false, hasNext: true, onPrevious: fn(), onNext: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = Array.from(canvasElement.querySelectorAll('th'), (th) => th.textContent);
    await expect(headers.slice(4)).toEqual(['Google', 'Facebook', 'Apple Maps›']);
    await expect(canvas.queryByLabelText('Show earlier directories')).toBeNull();
    await userEvent.click(canvas.getByLabelText('Show more directories'));
    await expect(args.directoryWindow?.onNext).toHaveBeenCalled();
  },
};

/** F9-057: 2 columns from 800 to 1000 px, moved along to Bing and Tripadvisor. */
export const InternalTwoDirectories: Story = {
  args: { variant: 'internal', directoryWindow: { start: 3, count: 2, hasPrevious: true, hasNext: true, onPrevious: fn(), onNext: fn() } },
  play: async ({ canvasElement }) => {
    const headers = Array.from(canvasElement.querySelectorAll('th'), (th) => th.textContent);
    await expect(headers.slice(4)).toEqual(['‹Bing', 'Tripadvisor›']);
    await expect(within(canvasElement).getAllByLabelText('Tripadvisor: Pending Claim')).toHaveLength(1);
  },
};

/** F9-058: 1 column below 800 px. */
export const InternalOneDirectory: Story = {
  args: { variant: 'internal', directoryWindow: { start: 5, count: 1, hasPrevious: true, hasNext: false, onPrevious: fn(), onNext: fn() } },
  play: async ({ canvasElement }) => {
    const headers = Array.from(canvasElement.querySelectorAll('th'), (th) => th.textContent);
    await expect(headers.slice(4)).toEqual(['‹YelpBETA']);
  },
};

/** A phone: each location a card with its status and every directory's status. */
export const PhoneCards: Story = {
  args: { variant: 'internal', layout: 'cards' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('table')).toBeNull();
    const card = canvas.getByRole('listitem', { name: 'Harbor Downtown' });
    await expect(within(card).getByText('Status: Out of Sync')).toBeInTheDocument();
    await expect(within(card).getByText('Facebook: Out of Sync')).toBeInTheDocument();
    await userEvent.click(within(card).getByLabelText('Facebook: Out of Sync'));
    await expect(args.onOpenDirectory).toHaveBeenCalledWith(1, 'facebook');
    await userEvent.click(within(card).getByLabelText('Auto Sync for Harbor Downtown'));
    await expect(args.onAutoSync).toHaveBeenCalledWith(1, false);
  },
};

export const PhoneCardsSimple: Story = {
  args: { layout: 'cards' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Harbor Uptown' });
    await expect(within(card).getByText('Last Published: Never · Top Directories: 0%')).toBeInTheDocument();
    await expect(within(card).queryByRole('switch')).toBeNull();
  },
};

export const PhoneCardsLoading: Story = { args: { layout: 'cards', status: 'loading', rows: [] } };

export const PhoneCardsEmpty: Story = {
  args: { layout: 'cards', rows: [], totalPages: 0, links: { first: null, prev: null, next: null, last: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Set up your locations')).toBeInTheDocument();
  },
};

export const PhoneCardsError: Story = {
  args: { layout: 'cards', status: 'error', error: 'An error occurred trying to fetch locations' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred trying to fetch locations');
  },
};
