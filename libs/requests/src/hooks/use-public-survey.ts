import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { PublicSurveyView } from '../model/public-survey.js';
import type { PublicSurveyStore } from '../store/public-survey-store.js';

/** The microsurvey's answer page as the design system's PublicSurveyPage props; loads the survey on mount. */
export function usePublicSurvey(store: PublicSurveyStore): PublicSurveyView {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useStoreValue(() => store.view);
}
