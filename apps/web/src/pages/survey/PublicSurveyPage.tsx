import { PublicSurveyPage as PublicSurveyView } from '@locus/design-system';
import { usePublicSurvey, type PublicSurveyStore } from '@locus/requests';
import { useLocation, useParams } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { publicSurveyStore } from './survey-deps';

/**
 * /s/{token}?location=ID&visit=123: the customer's answer page of a microsurvey. Public and light (no app
 * frame, no MUI), like the review request's landing page; the store's client sends no credentials.
 */
export default function PublicSurveyPage() {
  const token = useParams()['id'] ?? '';
  const search = useLocation().search;
  const store = usePageStore((root) => publicSurveyStore(root, token, search), token);
  return store ? <Survey store={store} /> : null;
}

function Survey({ store }: { store: PublicSurveyStore }) {
  return <PublicSurveyView {...usePublicSurvey(store)} />;
}
