import { createPublicSurveyApi, PublicSurveyStore } from '@locus/requests';
import type { RootStore } from '../../app/root-store';

/**
 * The microsurvey's answer page of a share token: over the client without credentials (a signed-in user's
 * token must not travel with a customer's answers); the link's query gives the location and custom attributes.
 */
export function publicSurveyStore(root: RootStore, token: string, search: string): PublicSurveyStore {
  return new PublicSurveyStore({ api: createPublicSurveyApi(root.publicClient), token, search });
}
