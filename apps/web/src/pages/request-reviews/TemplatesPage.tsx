import { can } from '@locus/auth';
import { RequestPageSettingsForm, RequestTemplatesManager, SettingsSection } from '@locus/design-system';
import {
  useRequestPageSettings,
  useRequestTemplates,
  type RequestPageSettingsStore,
  type RequestTemplatesStore,
} from '@locus/requests';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { requestPageSettingsStore, requestTemplatesStore } from './compose-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

export const NO_PAGE_SETTINGS = 'Your account administrator manages the landing page.';

/**
 * /request-reviews/templates: the request templates, then the customer's landing-page settings (read-only
 * without `request_page` update; hidden without read).
 */
export default function TemplatesPage() {
  const mayReadPage = can(useRootStore().auth.permissions, 'request_page', 'read');
  return (
    <RequestReviewsFrame>
      {/* Each section keeps its own spacing below. */}
      <SettingsSection title="Request templates">
        <Templates />
      </SettingsSection>
      <SettingsSection title="Landing page" note={mayReadPage ? null : NO_PAGE_SETTINGS}>
        <PageSettings />
      </SettingsSection>
    </RequestReviewsFrame>
  );
}

function Templates() {
  const store = usePageStore(requestTemplatesStore);
  return store ? <TemplatesView store={store} /> : null;
}

function TemplatesView({ store }: { store: RequestTemplatesStore }) {
  return <RequestTemplatesManager {...useRequestTemplates(store)} />;
}

function PageSettings() {
  const store = usePageStore(requestPageSettingsStore);
  return store ? <PageSettingsView store={store} /> : null;
}

function PageSettingsView({ store }: { store: RequestPageSettingsStore }) {
  return <RequestPageSettingsForm {...useRequestPageSettings(store)} />;
}
