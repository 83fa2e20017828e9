import { fn } from 'storybook/test';
import type { AddPhotosDialogProps } from './AddPhotosDialog.js';
import type { PhotoCategoryOption, PhotoTileModel } from './photo-types.js';

/** A small inline picture, so stories need no server. */
export const PICTURE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250"><rect width="250" height="250" fill="#6b9bd1"/><circle cx="125" cy="110" r="50" fill="#f3d27a"/></svg>',
)}`;

export const TILES: PhotoTileModel[] = [
  { id: 1, name: 'cover-1.jpg', category: 'COVER', thumbnailUrl: PICTURE, fullUrl: PICTURE, bar: null },
  { id: 2, name: 'logo-2.jpg', category: 'LOGO', thumbnailUrl: PICTURE, fullUrl: PICTURE, bar: { label: 'Publishing', tone: 'info', detail: null } },
  {
    id: 3, name: 'dim-hallway.jpg', category: 'INTERIOR', thumbnailUrl: PICTURE, fullUrl: PICTURE,
    bar: { label: 'Failed', tone: 'error', detail: 'We sent this photo to Google multiple times but it was not accepted. Please delete this photo and try again manually.' },
  },
];

export const CATEGORIES: PhotoCategoryOption[] = [
  { id: 1, name: 'Cover', code: 'COVER' },
  { id: 2, name: 'Logo', code: 'LOGO' },
  { id: 3, name: 'Profile', code: 'PROFILE' },
  { id: 5, name: 'Interior', code: 'INTERIOR' },
];

/** The add-photos wizard's arguments at its first step, shared by its single and bulk stories. */
export function wizardArgs(): Omit<AddPhotosDialogProps, 'open' | 'steps'> {
  return {
    activeStep: 0,
    canGoForward: false,
    isLast: false,
    phase: 'idle',
    error: null,
    thumbnailUrl: null,
    categories: CATEGORIES,
    categoryId: null,
    canUpload: false,
    uploading: false,
    confirmingOverride: false,
    onChoose: fn(),
    onConfirmSelection: fn(),
    onCategory: fn(),
    onForward: fn(),
    onBack: fn(),
    onUpload: fn(),
    onOverride: fn(),
    onClose: fn(),
  };
}
