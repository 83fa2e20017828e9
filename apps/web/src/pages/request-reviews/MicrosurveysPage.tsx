import { useFeature } from '@locus/auth';
import { ListSkeleton, MicrosurveysList, Notice } from '@locus/design-system';
import { useMicrosurveys, type MicrosurveysStore } from '@locus/requests';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { MICROSURVEYS_NOT_ENABLED, MICROSURVEYS_SETTING, microsurveysStore } from './microsurvey-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

/** /request-reviews/microsurveys: the account's microsurveys, created, edited, shared and deleted here. */
export default function MicrosurveysPage() {
  const enabled = useFeature(MICROSURVEYS_SETTING);
  return (
    <RequestReviewsFrame routeId="request-reviews-microsurveys">
      {enabled ? <Microsurveys /> : <Notice severity="info">{MICROSURVEYS_NOT_ENABLED}</Notice>}
    </RequestReviewsFrame>
  );
}

function Microsurveys() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const store = usePageStore((root) => microsurveysStore(root, (href) => void navigateRef.current(href)));
  return store ? <MicrosurveysView store={store} /> : <ListSkeleton label="Loading the microsurveys" />;
}

function MicrosurveysView({ store }: { store: MicrosurveysStore }) {
  return <MicrosurveysList {...useMicrosurveys(store)} />;
}
