import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { WAYS_TO_ASK_MESSAGES as MSG } from '../model/ways-to-ask.js';
import type { ReviewLink, WaysToAskApi } from '../ports/ways-to-ask-api.js';
import { WaysToAskStore } from './ways-to-ask-store.js';

const LINKS: Record<number, ReviewLink[]> = {
  7: [
    { urlId: 72, url: 'https://facebook.com/harbor/reviews', sourceCode: 'facebook', sourceName: 'Facebook' },
    { urlId: 71, url: 'https://g.page/harbor/review', sourceCode: 'google', sourceName: 'Google' },
  ],
  8: [],
};

function setup(options: { copyFails?: boolean; api?: WaysToAskApi } = {}) {
  const requested: number[] = [];
  const api: WaysToAskApi = options.api ?? {
    reviewLinks: async (locationId) => {
      requested.push(locationId);
      return LINKS[locationId] ?? [];
    },
  };
  const copiedTexts: string[] = [];
  let printed = 0;
  const notifier = recordingNotifier();
  const store = new WaysToAskStore({
    api,
    locations: [
      { id: 7, name: 'Harbor Dental Downtown' },
      { id: 8, name: 'Harbor Dental Uptown' },
    ],
    copyText: (text) => {
      if (options.copyFails) throw new Error('denied');
      copiedTexts.push(text);
    },
    print: () => void (printed += 1),
    notifier,
  });
  return { store, requested, copiedTexts, notifier, printed: () => printed };
}

describe('WaysToAskStore', () => {
  it('shows the first location’s Google link, card and signature', async () => {
    const { store, requested } = setup();
    expect(store.view).toMatchObject({ status: 'loading', locationId: 7, noLinkHint: null });
    await store.load();
    expect(requested).toEqual([7]);
    expect(store.view).toMatchObject({
      status: 'ready',
      locationOptions: [
        { value: 7, label: 'Harbor Dental Downtown' },
        { value: 8, label: 'Harbor Dental Uptown' },
      ],
      reviewLink: 'https://g.page/harbor/review',
      siteLabel: 'Google',
      noLinkHint: null,
      cardTitle: 'Enjoyed your visit to Harbor Dental Downtown?',
    });
    expect(store.view.signatureHtml).toContain(
      '<a href="https://g.page/harbor/review">Leave us a review on Google</a>',
    );
  });

  it('says what to do for a location without a link', async () => {
    const { store } = setup();
    await store.load();
    await store.selectLocation(8);
    expect(store.view).toMatchObject({
      locationId: 8,
      reviewLink: null,
      siteLabel: null,
      noLinkHint: MSG.noLink,
      signatureHtml: '',
    });
  });

  it('copies the link or the signature and prints the card through the app’s ports', async () => {
    const { store, copiedTexts, printed } = setup();
    await store.load();
    await store.copy('link');
    expect(store.view.copied).toBe('link');
    await store.copy('signature');
    expect(store.view.copied).toBe('signature');
    expect(copiedTexts).toEqual(['https://g.page/harbor/review', store.view.signatureHtml]);
    store.view.onPrintCard();
    expect(printed()).toBe(1);
    await store.selectLocation(8);
    expect(store.view.copied).toBeNull();
  });

  it('says so when copying is refused', async () => {
    const { store, notifier } = setup({ copyFails: true });
    await store.load();
    await store.copy('link');
    expect(store.view.copied).toBeNull();
    expect(notifier.notes).toEqual([{ level: 'alert', message: MSG.copyFailed }]);
  });

  it('says in words when the links could not be loaded', async () => {
    const { store } = setup({ api: { reviewLinks: () => Promise.reject(new Error('offline')) } });
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', loadError: MSG.loadFailed, reviewLink: null });
  });
});
