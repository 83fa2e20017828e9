import { useStoreValue } from '@locus/resources';
import type { CampaignComposerView } from '../model/campaign-composer-view.js';
import type { CampaignDraftStore } from '../store/campaign-draft-store.js';

/** The draft being composed as the design system's CampaignComposer props (requests-view-models 1). */
export function useCampaignComposer(store: CampaignDraftStore): CampaignComposerView {
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onLocationChange: (id) => void store.setLocation(id),
    onRequestTypeChange: (type) => store.setRequestType(type),
    onTemplateChange: (id) => store.chooseTemplate(id),
    onLayoutChange: (id) => store.setLayout(id),
    onSubjectChange: (value) => store.setText('subject', value),
    onContentChange: (value) => store.setText('content', value),
    onHeaderTextChange: (value) => store.setText('headerText', value),
    onInsertPlaceholder: (token) => store.insertPlaceholder(token),
    onHeaderImageSelect: (file) => void store.selectHeaderImage(file, file.name),
    onHeaderImageRemove: () => store.removeHeaderImage(),
    onUseHeaderImageChange: (on) => store.setUseHeaderImage(on),
    onSenderNameChange: (value) => store.setText('senderName', value),
    onSenderEmailChange: (value) => store.setText('senderEmail', value),
    onAutoSelectSourcesChange: (on) => store.setAutoSelectSources(on),
    onSiteToggle: (id) => store.toggleSite(id),
    onFeedbackTypeChange: (type) => store.setFeedbackType(type),
    onReminderChange: (days) => store.setReminder(days),
  };
}
