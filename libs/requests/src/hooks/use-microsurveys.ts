import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { MicrosurveysView } from '../model/microsurvey-list.js';
import type { MicrosurveysStore } from '../store/microsurveys-store.js';

/** The account's microsurveys (and the editor) as the design system's MicrosurveysList props; loads page 1. */
export function useMicrosurveys(store: MicrosurveysStore): MicrosurveysView {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useStoreValue(() => store.view);
}
