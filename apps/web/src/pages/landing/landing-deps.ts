import { createLandingApi, LandingStore } from '@locus/requests';
import type { RootStore } from '../../app/root-store';

/**
 * The customer's landing page of a request's token: over the client without credentials (a signed-in user's
 * token must not travel with a customer's answers); a review site opens in place of the page.
 */
export function landingStore(root: RootStore, token: string): LandingStore {
  return new LandingStore({
    api: createLandingApi(root.publicClient),
    token,
    openUrl: (url) => window.location.assign(url),
  });
}
