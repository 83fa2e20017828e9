import Box from '@mui/material/Box';
import { can } from '@locus/auth';
import {
  EmailChangeForm,
  PageHeader,
  PasswordChangeForm,
  ProfileForm,
  ReviewAlertsForm,
  SettingsSection,
  ToastDurationField,
  type ReviewAlertsFormProps,
} from '@locus/design-system';
import { useReviewAlerts, type ReviewAlertsStore } from '@locus/reviews';
import {
  TOAST_DURATION_CHOICES,
  timeZoneChoices,
  useSettingsForm,
  type EmailField,
  type FormStore,
  type PasswordField,
  type ProfileField,
  type ToastDurationField as ToastField,
} from '@locus/settings';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { SettingsFormSlot } from '../settings/SettingsFormSlot';
import { emailChangeStore, passwordChangeStore, profileFormStore, toastDurationStore } from '../settings/settings-deps';
import { reviewAlertsStore } from './review-alerts-deps';

/**
 * /settings/profile: the user's details, sign-in e-mail (changed through a link to the new address),
 * password, notifications (new-review alert e-mails) and how long toasts stay.
 */
export default function ProfilePage() {
  return (
    <Box>
      <PageHeader title="Profile" />
      <DetailsSection />
      <EmailSection />
      <PasswordSection />
      <NotificationsSection />
      <ToastSection />
    </Box>
  );
}

function DetailsSection() {
  const store = usePageStore(profileFormStore);
  return (
    <SettingsSection title="Details">
      <SettingsFormSlot store={store} label="profile details">
        {(ready) => <Details store={ready} />}
      </SettingsFormSlot>
    </SettingsSection>
  );
}

function Details({ store }: { store: FormStore<ProfileField> }) {
  return <ProfileForm {...useSettingsForm(store)} timeZones={timeZoneChoices()} />;
}

function EmailSection() {
  const store = usePageStore(emailChangeStore);
  const email = useRootStore().auth.email ?? '';
  return (
    <SettingsSection title="E-mail address">
      <SettingsFormSlot store={store} label="e-mail change">
        {(ready) => <Email store={ready} currentEmail={email} />}
      </SettingsFormSlot>
    </SettingsSection>
  );
}

function Email({ store, currentEmail }: { store: FormStore<EmailField>; currentEmail: string }) {
  return <EmailChangeForm {...useSettingsForm(store)} currentEmail={currentEmail} />;
}

function PasswordSection() {
  const store = usePageStore(passwordChangeStore);
  return (
    <SettingsSection title="Password">
      <SettingsFormSlot store={store} label="password change">
        {(ready) => <Password store={ready} />}
      </SettingsFormSlot>
    </SettingsSection>
  );
}

function Password({ store }: { store: FormStore<PasswordField> }) {
  return <PasswordChangeForm {...useSettingsForm(store)} />;
}

function ToastSection() {
  const store = usePageStore(toastDurationStore);
  return (
    <SettingsSection title="On-screen messages">
      <SettingsFormSlot store={store} label="notification duration">
        {(ready) => <Toast store={ready} />}
      </SettingsFormSlot>
    </SettingsSection>
  );
}

function Toast({ store }: { store: FormStore<ToastField> }) {
  return <ToastDurationField {...useSettingsForm(store)} choices={TOAST_DURATION_CHOICES} />;
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
