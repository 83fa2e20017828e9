import { useStoreValue } from '@locus/resources';
import type { SendPanelView } from '../model/send-panel.js';
import type { CampaignSentRoute, SendStore } from '../store/send-store.js';

/**
 * Send now or schedule, as the design system's SendPanel props (requests-view-models 3); `onSent` gets the
 * confirmation's route (the app navigates: the lib reads no router).
 */
export function useSendPanel(store: SendStore, onSent?: (route: CampaignSentRoute) => void): SendPanelView {
  const view = useStoreValue(() => store.view);
  return {
    ...view,
    onModeChange: (mode) => store.setMode(mode),
    onScheduledAtChange: (value) => store.setScheduledAt(value),
    onSend: () =>
      void store.send().then((route) => {
        if (route) onSent?.(route);
      }),
  };
}
