import type { AmplifyHomeProps, CreatedWidgetView, WidgetTypeCardView } from './AmplifyHome.js';
import type { WidgetEditorValues } from './WidgetEditor.js';

// Story data of the widget views (the shapes @locus/widgets' hooks produce).
export const TYPE_CARDS: WidgetTypeCardView[] = [
  { type: 'teaser', name: 'Testimonial Carousel', description: 'Rotate up to 15 hand-picked reviews on any page.', href: '/amplify/widgets/create/teaser', enabled: true, note: null },
  { type: 'full_page', name: 'Location Review Feed', description: 'A scrolling feed of your latest reviews.', href: '/amplify/widgets/create/full_page', enabled: true, note: null },
  { type: 'star_snapshot', name: 'Star Snapshot', description: 'Your average star rating and review count at a glance.', href: '/amplify/widgets/create/star_snapshot', enabled: true, note: null },
  { type: 'location_info', name: 'Location Information', description: "One location's name, rating and recent reviews.", href: '/amplify/widgets/create/location_info', enabled: true, note: null },
];

export const createdWidget = (id: number, title: string, typeName = 'Star Snapshot', published = true): CreatedWidgetView => ({
  id,
  title,
  typeName,
  published,
  editHref: `/amplify/widgets/edit/star_snapshot/${id}`,
  previewHref: `/amplify/widgets/preview/star_snapshot/${id}`,
});

export const HOME_DEFAULTS: Omit<AmplifyHomeProps, 'onSearch' | 'onScroll' | 'onLoadMore' | 'onRetry' | 'onRequestAccess' | 'onDelete' | 'onConfirmDelete' | 'onCancelDelete'> = {
  access: 'full',
  cards: TYPE_CARDS,
  typed: '',
  status: 'loaded',
  error: null,
  empty: false,
  searching: false,
  hasMore: false,
  widgets: [createdWidget(1, 'Auto-Update: Home page rating'), createdWidget(2, 'Careers page', 'Testimonial Carousel', false), createdWidget(3, 'Auto-Update: Footer', 'Location Review Feed'), createdWidget(4, 'Contact page', 'Location Information')],
  spacers: 2,
  canEdit: true,
  canDelete: true,
  deleteDialog: { open: false, title: '', message: '', busy: false },
  requestLabel: 'Request Access',
  requestStatus: 'idle',
  requestDisabled: false,
  previewBanner: 'Amplify is not part of your plan yet. Preview what review widgets can do, then request access.',
};

export const EDITOR_VALUES: WidgetEditorValues = {
  name: 'Home page',
  locationIds: [1],
  sourceIds: [],
  minRating: 4,
  maxReviews: '10',
  featuredReviewIds: [],
  layout: 'compact',
  colors: { primary: '#1a73e8', background: '#ffffff', text: '#202124', star: '#f5a623' },
  showReviewText: true,
  autoPublish: true,
  jsonLd: false,
  published: true,
};

export const LOCATION_PICKS = [
  { id: 1, name: 'Harbor Dental - Downtown' },
  { id: 2, name: 'Harbor Dental - Uptown' },
];

export const REVIEW_PICKS = [
  { id: 11, author: 'Jane D.', rating: 5, text: 'Gentle, quick and friendly.', locationName: 'Downtown' },
  { id: 12, author: 'Sam K.', rating: 5, text: 'Best cleaning I have had.', locationName: 'Uptown' },
  { id: 13, author: 'Ana P.', rating: 4, text: 'Easy to book.', locationName: 'Downtown' },
];

export const SNIPPET = '<div data-locus-widget="s-AbCdEf" style="min-height:120px"></div><script async src="https://app.locus.test/embed/v1/widget.js"></script>';
