import Box from '@mui/material/Box';
import { can } from '@locus/auth';
import { PageHeader, ReviewAlertsForm, SettingsSection, type ReviewAlertsFormProps } from '@locus/design-system';
import { useReviewAlerts, type ReviewAlertsStore } from '@locus/reviews';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { reviewAlertsStore } from './review-alerts-deps';

/**
 * /settings/profile: for now the user's notifications (new-review alert e-mails). Name, e-mail and password
 * join this page later (issue 29).
 */
export default function ProfilePage() {
  return (
    <Box>
      <PageHeader title="Profile" />
      <NotificationsSection />
    </Box>
  );
}

function NotificationsSection() {
  // The session's permissions are fixed while it lasts: a sign-out rebuilds the app's stores.
  const mayRead = can(useRootStore().auth.permissions, 'alert', 'read');
  return (
    <SettingsSection title="Notifications" note={mayRead ? null : 'Your account administrator manages your notifications.'}>
      <ReviewAlerts />
    </SettingsSection>
  );
}

function ReviewAlerts() {
  const store = usePageStore(reviewAlertsStore);
  return store ? <ReviewAlertsView store={store} /> : <ReviewAlertsForm {...LOADING} />;
}

function ReviewAlertsView({ store }: { store: ReviewAlertsStore }) {
  return <ReviewAlertsForm {...useReviewAlerts(store)} />;
}

const nothing = () => undefined;
const LOADING: ReviewAlertsFormProps = {
  status: 'loading',
  loadError: null,
  email: '',
  enabled: false,
  ratings: 'all',
  groupChoices: [],
  selectedGroups: [],
  notice: null,
  editable: false,
  canSave: false,
  saving: false,
  saveError: null,
  onEnabledChange: nothing,
  onRatingsChange: nothing,
  onGroupsChange: nothing,
  onSave: nothing,
};
