import type { DraftStorage } from '../ports/draft-storage.js';

/** Whose draft it is: a reply to one review, in one account. */
export interface ResponseDraftIds {
  accountId: number;
  reviewId: number;
}

interface StoredDraft {
  version: 1;
  text: string;
}

/** Where a review's unpublished reply is kept; per account, as one browser may sign in to several. */
export function responseDraftKey({ accountId, reviewId }: ResponseDraftIds): string {
  return `locus.reviews.response_draft.${accountId}.${reviewId}`;
}

export function serialiseResponseDraft(text: string): string {
  const draft: StoredDraft = { version: 1, text };
  return JSON.stringify(draft);
}

/** The text of a stored draft, or null when there is none or it cannot be read (another version, damage). */
export function parseResponseDraft(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const draft: unknown = JSON.parse(raw);
    if (typeof draft !== 'object' || draft === null) return null;
    const { version, text } = draft as Partial<StoredDraft>;
    return version === 1 && typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what the user typed, so it survives a failed publish and a reload; blank text removes the draft.
 * Returns false when the storage refused (full, or disabled in a private window): typing goes on, only
 * the safety net is missing.
 */
export function saveResponseDraft(storage: DraftStorage, ids: ResponseDraftIds, text: string): boolean {
  try {
    if (text.trim() === '') storage.remove(responseDraftKey(ids));
    else storage.set(responseDraftKey(ids), serialiseResponseDraft(text));
    return true;
  } catch {
    return false;
  }
}

/** The draft to put back in the composer, or null; an unreadable one is removed. */
export function restoreResponseDraft(storage: DraftStorage, ids: ResponseDraftIds): string | null {
  try {
    const raw = storage.get(responseDraftKey(ids));
    const text = parseResponseDraft(raw);
    if (raw !== null && text === null) storage.remove(responseDraftKey(ids));
    return text;
  } catch {
    return null;
  }
}

/** Forgets the draft once the reply is published. */
export function clearResponseDraft(storage: DraftStorage, ids: ResponseDraftIds): void {
  try {
    storage.remove(responseDraftKey(ids));
  } catch {
    // Nothing to keep safe any more; a leftover draft is offered back and can be discarded.
  }
}
