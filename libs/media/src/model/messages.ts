/** The photo texts of features.md section 8 (F8-036..F8-043), platform.md (P5-050, P8-014, P8-015) and decision 18. */
export const PHOTO_MESSAGES = {
  uploadFailed: 'There was an error uploading your photo.',
  uploaded: 'Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.',
  categoriesFailed: 'Unable to fetch media categories at this time. Please reload or try again later.',
  mediaFailed: 'There was an error retrieving media.',
  dataFailed: 'There was an error retrieving data.',
  deleted: 'Photo successfully deleted.',
  deleteFailed: 'There was an error deleting your photo.',
  dead: 'We sent this photo to Google multiple times but it was not accepted. Please delete this photo and try again manually.',
  processingFailed: 'Unable to process image, please try again later',
  unexpected: 'An unexpected error occured',
  uploadLater: 'Unable to upload image, please try again later',
} as const;

/** F8-042: the delete failure shows for 3 s. */
export const DELETE_FAILED_MS = 3000;
/** F9-023: the list is read again this long after an upload or a delete. */
export const PHOTO_REFRESH_DELAY_MS = 300;
/** P5-050: processing must finish within 15 s. */
export const PROCESSING_LIMIT_MS = 15_000;
/** F9-007. */
export const PHOTO_PAGE_SIZE = 8;
