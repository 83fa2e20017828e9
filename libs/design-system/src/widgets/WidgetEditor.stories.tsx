import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WidgetEditor } from './WidgetEditor.js';
import { EDITOR_VALUES, LOCATION_PICKS, REVIEW_PICKS, SNIPPET } from './widget-story-data.js';

const meta = {
  title: 'Widgets/WidgetEditor',
  component: WidgetEditor,
  args: {
    status: 'ready',
    loadError: null,
    typeName: 'Star Snapshot',
    isEdit: false,
    values: EDITOR_VALUES,
    errors: {},
    saving: false,
    saveError: null,
    snippet: null,
    locations: LOCATION_PICKS,
    sources: [{ id: 1, name: 'Google' }],
    reviews: [],
    showsFeatured: false,
    singleLocation: false,
    featuredMax: 15,
    layouts: [
      { value: 'carousel', label: 'Carousel' },
      { value: 'list', label: 'List' },
      { value: 'grid', label: 'Grid' },
      { value: 'compact', label: 'Compact' },
    ],
    backHref: '/amplify/widgets',
    onChange: fn(),
    onToggleFeatured: fn(),
    onMoveFeatured: fn(),
    onSave: fn(),
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof WidgetEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StarSnapshot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Star Snapshot' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Name'), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'Home pagex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const TestimonialCarousel: Story = {
  args: { typeName: 'Testimonial Carousel', showsFeatured: true, reviews: REVIEW_PICKS, values: { ...EDITOR_VALUES, layout: 'carousel', featuredReviewIds: [12, 11] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 of 15 featured/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Jane D., 5 stars up' }));
    await expect(args.onMoveFeatured).toHaveBeenCalledWith(11, -1);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Ana P\./ }));
    await expect(args.onToggleFeatured).toHaveBeenCalledWith(13);
  },
};

export const FeaturedFull: Story = {
  args: { typeName: 'Testimonial Carousel', showsFeatured: true, reviews: REVIEW_PICKS, featuredMax: 2, values: { ...EDITOR_VALUES, featuredReviewIds: [11, 12] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /Ana P\./ })).toBeDisabled();
  },
};

export const LocationReviewFeed: Story = { args: { typeName: 'Location Review Feed', values: { ...EDITOR_VALUES, layout: 'list', locationIds: [1, 2] } } };

export const LocationInformation: Story = {
  args: { typeName: 'Location Information', singleLocation: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Location/ })).toHaveValue('Harbor Dental - Downtown');
  },
};

export const ValidationMessages: Story = {
  args: {
    typeName: 'Location Information',
    singleLocation: true,
    values: { ...EDITOR_VALUES, name: '', locationIds: [], maxReviews: '0', colors: { ...EDITOR_VALUES.colors, primary: 'blue' } },
    saveError: 'Fix the highlighted fields, then save again',
    errors: {
      name: 'Enter a name for this widget',
      locationIds: 'Choose the one location this widget shows',
      maxReviews: 'Show between 1 and 50 reviews',
      colors: 'Colours are #rrggbb, e.g. #1a73e8',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a name for this widget')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose the one location this widget shows')).toBeInTheDocument();
    await expect(canvas.getByText('Colours are #rrggbb, e.g. #1a73e8')).toBeInTheDocument();
  },
};

export const ServerRefused: Story = { args: { saveError: 'Star Snapshot widgets are not enabled for this account' } };

export const Saving: Story = { args: { saving: true } };

export const SavedWithSnippet: Story = {
  args: { isEdit: true, snippet: SNIPPET },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SNIPPET)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.copy).toHaveBeenCalledWith(SNIPPET);
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading' } };
export const LoadError: Story = { args: { status: 'error', loadError: 'Widget not found', isEdit: true } };
