// @vitest-environment jsdom
import { manualScheduler } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createComposeStores } from '../store/compose-stores.js';
import { campaignFixture, composeApis, composeFakeApi, COMPOSE_CLOCK, COMPOSE_LOCATIONS } from '../testing/campaign-fixtures.js';
import { useCampaignComposer } from './use-campaign-composer.js';
import { useCampaignConfirmation } from './use-campaign-confirmation.js';
import { useRecipientsPanel } from './use-recipients-panel.js';
import { useSendPanel } from './use-send-panel.js';

function stores() {
  const fake = composeFakeApi();
  const scheduler = manualScheduler();
  const compose = createComposeStores({
    ...composeApis(fake),
    settings: { smsRequests: true, customEmail: true },
    locations: COMPOSE_LOCATIONS,
    clock: COMPOSE_CLOCK,
    scheduler,
  });
  return { fake, scheduler, ...compose };
}

describe('compose hooks', () => {
  it('useCampaignComposer gives the composer’s props and passes edits on', async () => {
    const { draft, start } = stores();
    const { result } = renderHook(() => useCampaignComposer(draft));
    expect(result.current.status).toBe('loading');
    await act(() => start({ locationId: 7 }));
    await waitFor(() => expect(result.current.siteOptions).toHaveLength(2));
    expect(result.current).toMatchObject({ status: 'ready', locationId: 7, feedbackType: 'nps', senderEditable: true });
    act(() => result.current.onSubjectChange('Hello {customer_name}'));
    expect(result.current.preview.subject).toBe('Hello Alex');
  });

  it('useRecipientsPanel gives the rows and the upload', async () => {
    const { recipients, start } = stores();
    await start({ locationId: 7 });
    const { result } = renderHook(() => useRecipientsPanel(recipients));
    expect(result.current).toMatchObject({ requestType: 'email', total: 0, upload: { state: 'idle' }, canAddRow: true });
    act(() => result.current.onAddRow());
    expect(result.current.rows).toHaveLength(2);
    act(() => result.current.onRowChange(result.current.rows[0]?.key ?? '', 'email', 'bad'));
    expect(result.current.rows[0]?.errors.email).toBe('Enter a valid e-mail address.');
  });

  it('useSendPanel sends and hands the confirmation route to the app', async () => {
    const s = stores();
    await s.start({ locationId: 7 });
    s.draft.setText('subject', 'Hi');
    s.draft.setText('content', 'Hello');
    s.recipients.setRow(s.recipients.view.rows[0]?.key ?? '', 'name', 'Alex');
    s.recipients.setRow(s.recipients.view.rows[0]?.key ?? '', 'email', 'alex@example.com');
    await s.recipients.flush();
    const routes: string[] = [];
    const { result } = renderHook(() => useSendPanel(s.send, (route) => routes.push(route.href)));
    await waitFor(() => expect(result.current.canSend).toBe(true));
    act(() => result.current.onSend());
    await waitFor(() => expect(routes).toEqual(['/request-reviews/new/confirmation?campaign_id=41']));
  });

  it('useCampaignConfirmation words a scheduled campaign', () => {
    const campaign = campaignFixture({ status: 'scheduled', scheduled_at: '2026-12-07T09:00:00.000Z', recipient_count: 24 });
    const { result } = renderHook(() => useCampaignConfirmation(campaign, { clock: COMPOSE_CLOCK }));
    expect(result.current).toMatchObject({ status: 'ready', title: 'Scheduled for Mon 7 Dec, 9:00', recipients: 24 });
  });
});
