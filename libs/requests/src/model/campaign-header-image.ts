/**
 * The header image's upload (P4-021..P4-023): upload started -> upload complete -> processing started (the
 * image's URL is being stored on the draft) -> processing complete; or error, or reset.
 */
export type HeaderImageEvent =
  | { type: 'upload_started' }
  | { type: 'upload_complete'; url: string }
  | { type: 'processing_started' }
  | { type: 'processing_complete'; url: string }
  | { type: 'error'; message: string }
  | { type: 'reset' };

export interface HeaderImageState {
  state: 'idle' | 'uploading' | 'processing' | 'complete' | 'error';
  url: string | null;
  error: string | null;
}

export const HEADER_IMAGE_IDLE: HeaderImageState = { state: 'idle', url: null, error: null };

/** The draft fields an image event changes; null when it changes none. */
export interface HeaderImageFields {
  headerImage: string | null;
  useHeaderImage: boolean;
}

/** The next state of the upload. */
export function headerImageStep(current: HeaderImageState, event: HeaderImageEvent): HeaderImageState {
  switch (event.type) {
    case 'upload_started':
      return { state: 'uploading', url: null, error: null };
    case 'upload_complete':
      return { state: 'uploading', url: event.url, error: null };
    case 'processing_started':
      return { ...current, state: 'processing', error: null };
    case 'processing_complete':
      return { state: 'complete', url: event.url, error: null };
    case 'error':
      return { state: 'error', url: null, error: event.message };
    case 'reset':
      return HEADER_IMAGE_IDLE;
  }
}

/** Processing complete sets the image and turns use_header_image on; an error or a reset clears the image. */
export function headerImageFields(event: HeaderImageEvent): HeaderImageFields | null {
  if (event.type === 'processing_complete') return { headerImage: event.url, useHeaderImage: true };
  if (event.type === 'error' || event.type === 'reset') return { headerImage: null, useHeaderImage: false };
  return null;
}
