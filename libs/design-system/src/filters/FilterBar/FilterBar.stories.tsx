import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  allDateOptions,
  categoryOptions,
  groupOptions,
  keywordsDateOptions,
  ratingChoices,
  savedFilterItems,
  sentimentChoices,
  sourceOptions,
  validateRangeFixture,
} from '../../fixtures/filters.js';
import { locationPage } from '../../fixtures/options.js';
import type { DateFilterModel, FilterOption, ListFilterModel } from './filter-bar-model.js';
import { FilterBar, type FilterBarProps } from './FilterBar.js';

const locations: FilterOption[] = locationPage(1).map(({ id, label }) => ({ id, name: label }));

const list = (options: readonly FilterOption[], extra: Partial<ListFilterModel> = {}): ListFilterModel => ({
  options,
  value: null,
  onChange: fn(),
  onLoadMore: fn(),
  onSearch: fn(),
  ...extra,
});

const reviewsDate: DateFilterModel = {
  value: 'thirtyDays',
  options: allDateOptions,
  onChange: fn(),
  custom: { from: '', to: '', validate: validateRangeFixture },
};

const savedFilters: NonNullable<FilterBarProps['savedFilters']> = {
  items: savedFilterItems,
  selectedId: null,
  status: 'loaded',
  hasMore: false,
  canSave: false,
  onLoad: fn(),
  onLoadMore: fn(),
  onApply: fn(),
  onOpenSaveAs: fn(),
  onSave: fn(),
  onOpenRename: fn(),
  canRename: false,
  onDelete: fn(),
};

const reviewsBar: FilterBarProps = {
  visible: ['date', 'group', 'location', 'source', 'rating', 'sentiment', 'category', 'savedFilters'],
  date: reviewsDate,
  group: list(groupOptions),
  location: list(locations, { hasMore: true }),
  source: list(sourceOptions),
  rating: { options: ratingChoices([4, 5]), onToggle: fn() },
  sentiment: { options: sentimentChoices(), onChange: fn() },
  category: list(categoryOptions),
  savedFilters,
};

const meta = {
  title: 'Filters/FilterBar',
  component: FilterBar,
  args: reviewsBar,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDropdown = async (canvasElement: HTMLElement, name: RegExp) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** The reviews page: every dropdown. */
export const ReviewsBar: Story = {
  play: async ({ canvasElement, args }) => {
    await openDropdown(canvasElement, /^Date:/);
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 Days' }));
    // [P2-104] choosing a date option hands the model its descriptor
    await expect(args.date?.onChange).toHaveBeenCalledWith('sevenDays');
  },
};

export const RatingOptions: Story = {
  play: async ({ canvasElement, args }) => {
    await openDropdown(canvasElement, /^Rating:/);
    const list = await screen.findByRole('listbox', { name: 'Rating' });
    // [P5-030] No rating (0) and 1 to 5 stars
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No rating', '1 Star', '2 Stars', '3 Stars', '4 Stars', '5 Stars']);
    await userEvent.click(within(list).getByRole('option', { name: 'No rating' }));
    await expect(args.rating?.onToggle).toHaveBeenCalledWith(0);
  },
};

/** /reviews' status and tag filters: a status chosen, the tag offered from what is typed. */
export const ReviewStatusAndTag: Story = {
  args: {
    visible: ['date', 'rating', 'reviewStatus', 'tag'],
    reviewStatus: list(
      [
        { id: 'open', name: 'Open' },
        { id: 'needs_attention', name: 'Needs attention' },
        { id: 'resolved', name: 'Resolved' },
      ],
      { value: 'resolved' },
    ),
    tag: list([
      { id: 'parking', name: 'parking' },
      { id: 'wait time', name: 'wait time' },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Status:/ })).toHaveTextContent('Resolved');
    await openDropdown(canvasElement, /^Tag:/);
    await userEvent.click(await screen.findByRole('option', { name: 'parking' }));
    await expect(args.tag?.onChange).toHaveBeenCalledWith('parking');
  },
};

/** A saved filter is chosen: Save, Rename and Delete act on it. */
export const SavedFilterChosen: Story = {
  args: {
    visible: ['savedFilters'],
    savedFilters: { ...savedFilters, selectedId: 2, canSave: true, canRename: true },
  },
  play: async ({ canvasElement, args }) => {
    await openDropdown(canvasElement, /^Saved Filters:/);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    await expect(args.savedFilters?.onOpenRename).toHaveBeenCalledTimes(1);
  },
};

export const DashboardBar: Story = {
  args: {
    visible: ['date', 'group', 'location', 'source'],
    date: { ...reviewsDate, value: 'sixMonths' },
    location: list(locations, { value: 'loc-3' }),
  },
};

/** /photos: the photo type beside the rating (owner or customer photos). */
export const PhotosBar: Story = {
  args: {
    visible: ['date', 'group', 'location', 'source', 'rating', 'type'],
    date: { ...reviewsDate, value: 'sixMonths' },
    type: list([{ id: 'owner', name: 'Owner' }, { id: 'customer', name: 'Customer' }], { onChange: fn() }),
  },
  play: async ({ canvasElement, args }) => {
    await openDropdown(canvasElement, /^Type:/);
    await userEvent.click(await screen.findByRole('option', { name: 'Customer' }));
    await expect(args.type?.onChange).toHaveBeenCalledWith('customer');
  },
};

/** Keywords: the model leaves out fourteen days (P2-126). */
export const KeywordsBar: Story = {
  args: {
    visible: ['date', 'group', 'location', 'source', 'rating', 'sentiment', 'category'],
    date: { ...reviewsDate, value: 'sixMonths', options: keywordsDateOptions },
    sentiment: { options: sentimentChoices('negative'), onChange: fn() },
  },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement, /^Date:/);
    await screen.findByRole('listbox', { name: 'Date' });
    await expect(screen.queryByRole('option', { name: 'Last 14 Days' })).toBeNull();
  },
};

export const LoadingLists: Story = {
  args: {
    visible: ['date', 'group', 'location', 'source'],
    group: list([], { loading: true }),
    location: list([], { loading: true }),
    source: list([], { loading: true }),
  },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement, /^Location:/);
    await expect(await screen.findByRole('progressbar', { name: 'Loading more options' })).toBeVisible();
  },
};

export const LocationListError: Story = {
  args: { location: list([], { error: true }) },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement, /^Location:/);
    // [P8-047] the dropdown's fallback text
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh the page.',
    );
  },
};

export const CustomRangeInvalid: Story = {
  args: {
    date: {
      ...reviewsDate,
      value: 'custom',
      custom: {
        from: '10/20/26',
        to: '10/01/26',
        errors: { from: 'Invalid Date Range', to: 'Invalid Date Range' },
        validate: validateRangeFixture,
      },
    },
  },
  play: async ({ canvasElement }) => {
    // The inputs load with their module (MUI), after the bar.
    const range = await within(canvasElement).findByRole('group', { name: 'Custom date range' });
    // [P5-002] from after to
    await expect(within(range).getAllByText('Invalid Date Range')).toHaveLength(2);
    await expect(within(range).getByRole('textbox', { name: 'From' })).toHaveAttribute(
      'placeholder',
      'MM/DD/YY',
    );
  },
};

/** A read-only user: no group dropdown, no saved filters. */
export const ReadOnlyUser: Story = {
  args: { visible: ['date', 'location', 'source', 'rating', 'sentiment', 'category'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Group:/ })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: /^Location:/ })).toBeVisible();
  },
};

/** Phones: one 'Filters' button with the number set (here location and rating), opening a sheet of the same controls. */
export const PhoneFilterSheet: Story = {
  args: { mobile: true, location: list(locations, { value: 'loc-3', hasMore: true }) },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('toolbar', { name: 'Filters' })).toBeNull();
    const button = canvas.getByRole('button', { name: 'Filters, 2 set' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The same dropdowns as the desktop bar.
    for (const name of [/^Date:/, /^Group:/, /^Location:/, /^Rating:/, /^Saved Filters:/])
      await expect(within(sheet).getByRole('button', { name })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    // Closed, focus back on the button.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Phones with nothing set: the button says just 'Filters'. */
export const PhoneNoFiltersSet: Story = {
  args: { mobile: true, rating: { options: ratingChoices([]), onToggle: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Filters' })).toHaveTextContent(/^Filters$/);
  },
};

/** While an export runs: every dropdown is disabled and opens nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const date = within(canvasElement).getByRole('button', { name: /^Date:/ });
    await expect(date).toBeDisabled();
    await userEvent.click(date, { pointerEventsCheck: 0 });
    await expect(date).toHaveAttribute('aria-expanded', 'false');
  },
};
