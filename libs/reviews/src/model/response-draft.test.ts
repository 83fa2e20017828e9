import { describe, expect, it } from 'vitest';
import type { DraftStorage } from '../ports/draft-storage.js';
import {
  clearResponseDraft,
  parseResponseDraft,
  responseDraftKey,
  restoreResponseDraft,
  saveResponseDraft,
  serialiseResponseDraft,
} from './response-draft.js';

function memoryStorage(): DraftStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

const brokenStorage: DraftStorage = {
  get: () => {
    throw new Error('SecurityError');
  },
  set: () => {
    throw new Error('QuotaExceededError');
  },
  remove: () => {
    throw new Error('SecurityError');
  },
};

const ids = { accountId: 3, reviewId: 42 };

describe('response draft', () => {
  it('keeps what was typed across a reload, per account and review', () => {
    const storage = memoryStorage();
    expect(saveResponseDraft(storage, ids, 'Thank you, Ada! 😀\nSee you')).toBe(true);
    expect(restoreResponseDraft(storage, ids)).toBe('Thank you, Ada! 😀\nSee you');
    expect(restoreResponseDraft(storage, { accountId: 4, reviewId: 42 })).toBeNull();
    expect(restoreResponseDraft(storage, { accountId: 3, reviewId: 43 })).toBeNull();
    expect(responseDraftKey(ids)).toBe('locus.reviews.response_draft.3.42');
  });

  it('forgets the draft once published, or when the text is cleared', () => {
    const storage = memoryStorage();
    saveResponseDraft(storage, ids, 'Thanks');
    clearResponseDraft(storage, ids);
    expect(restoreResponseDraft(storage, ids)).toBeNull();
    saveResponseDraft(storage, ids, 'Thanks');
    saveResponseDraft(storage, ids, '   ');
    expect(storage.values.size).toBe(0);
  });

  it('drops a draft it cannot read', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', '"text"', 'null', '{"version":2,"text":"x"}', '{"version":1,"text":5}']) {
      storage.set(responseDraftKey(ids), raw);
      expect(restoreResponseDraft(storage, ids)).toBeNull();
      expect(storage.values.size).toBe(0);
    }
  });

  it('serialises and parses the same text back', () => {
    expect(parseResponseDraft(serialiseResponseDraft('“Quotes” & {braces}'))).toBe('“Quotes” & {braces}');
    expect(parseResponseDraft(null)).toBeNull();
  });

  it('goes on without a draft when the storage refuses', () => {
    expect(saveResponseDraft(brokenStorage, ids, 'Thanks')).toBe(false);
    expect(restoreResponseDraft(brokenStorage, ids)).toBeNull();
    expect(() => clearResponseDraft(brokenStorage, ids)).not.toThrow();
  });
});
