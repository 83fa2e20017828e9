import type { Schemas } from '@locus/api-client';
import {
  campaignFixture,
  campaignRecipientFixture,
  COMPOSE_LOCATIONS,
  replyGate,
  requestTemplateFixture,
  SITE_URLS_FIXTURE,
  SOURCES_FIXTURE,
} from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { halPage } from '../../testing/hal-page';
import { renderShell } from '../../testing/harness';
import { session, signedInRoutes } from '../../testing/signed-in';
import { READ_ONLY_NOTICE } from './ComposePage';

const SENDER = session({ permissions: { ...session().permissions, request: ['read', 'create', 'update'] } });

/** A server keeping one draft (id 41): POST creates it, PUT merges, recipients replace, send starts it. */
function composeRoutes(initial: Partial<Schemas['Campaign']> = {}, s = SENDER) {
  let campaign = campaignFixture(initial);
  let recipients = campaign.recipient_count ? [campaignRecipientFixture(1, 'Ana Ruiz', 'ana@example.com')] : [];
  const locationName = (id: number) => COMPOSE_LOCATIONS.find((l) => l.id === id)?.name ?? '';
  const merge = (body: Schemas['CampaignWrite']) =>
    (campaign = { ...campaign, ...(body as Partial<Schemas['Campaign']>), location_name: locationName(body.location_id) });
  return {
    ...signedInRoutes(s),
    'GET /locations': halPage('locations', COMPOSE_LOCATIONS),
    'POST /campaigns': ({ body }: { body: Schemas['CampaignWrite'] }) => ({ status: 201 as const, body: merge(body) }),
    'GET /campaigns/{id}': () => ({ status: 200 as const, body: campaign }),
    'PUT /campaigns/{id}': ({ body }: { body: Schemas['CampaignWrite'] }) => ({ status: 200 as const, body: merge(body) }),
    'GET /request_templates': halPage('request_templates', [requestTemplateFixture()]),
    'GET /urls_check': halPage('urls', SITE_URLS_FIXTURE),
    'GET /sources': halPage('sources', SOURCES_FIXTURE),
    'PUT /campaigns/{id}/recipients': ({ body }: { body: Schemas['CampaignRecipientsWrite'] }) => {
      recipients = body.recipients.map((r, i) => campaignRecipientFixture(i + 1, r.name, r.email ?? null, r.phone ?? null));
      campaign = { ...campaign, recipient_count: recipients.length };
      return { status: 200 as const, body: campaign };
    },
    'GET /campaigns/{id}/recipients': () => halPage('recipients', recipients),
    'POST /campaigns/{id}/send': () => {
      campaign = { ...campaign, status: 'sending' };
      return { status: 202 as const, body: campaign };
    },
  };
}

describe('ComposePage', () => {
  it('starts a draft for the location chosen', async () => {
    const { api } = await renderShell({ path: '/request-reviews/compose', routes: composeRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask for Reviews' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Ask for Reviews pages' });
    expect(within(tabs).getByRole('link', { name: 'Send requests' }).getAttribute('aria-current')).toBe('page');
    const location = await screen.findByRole('combobox', { name: 'Location' });
    expect(within(location).getByRole('option', { name: 'Harbor Dental Uptown' })).toBeTruthy();
    fireEvent.change(location, { target: { value: '8' } });
    await waitFor(() => expect(api.calls('POST /campaigns')).toHaveLength(1));
    expect(api.calls('POST /campaigns')[0]?.body).toMatchObject({ location_id: 8, request_type_id: 'email' });
  });

  it('resumes the draft of ?campaign_id= and goes to its confirmation once sent', async () => {
    const draft = {
      subject: 'How was your visit?',
      content: 'Hi {customer_name}, thank you for coming in. {feedback}',
      url_ids: [71],
      recipient_count: 1,
    };
    const { api, url } = await renderShell({
      path: '/request-reviews/compose?campaign_id=41',
      routes: composeRoutes(draft),
    });
    expect(await screen.findByDisplayValue('How was your visit?')).toBeTruthy();
    expect(api.calls('GET /campaigns/{id}', { id: '41' }).length).toBeGreaterThan(0);
    expect(api.calls('POST /campaigns')).toHaveLength(0);
    const send = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send' });
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(api.calls('POST /campaigns/{id}/send', { id: '41' })).toHaveLength(1));
    await waitFor(() => expect(url()).toBe('/request-reviews/new/confirmation?campaign_id=41'));
  });

  it('resuming a draft, reads the locations and the campaign side by side, then the location’s sites', async () => {
    const gate = replyGate();
    const routes = composeRoutes({ subject: 'How was your visit?' });
    const { api } = await renderShell({
      path: '/request-reviews/compose?campaign_id=41',
      routes: {
        ...routes,
        'GET /locations': gate.hold(() => halPage('locations', COMPOSE_LOCATIONS)),
        'GET /campaigns/{id}': gate.hold(routes['GET /campaigns/{id}']),
      },
    });
    // Both are sent while neither has answered; the sites wait for the campaign's location.
    await waitFor(() => expect(api.calls('GET /campaigns/{id}', { id: '41' })).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET /locations')).toHaveLength(1));
    expect(api.calls('GET /urls_check')).toHaveLength(0);
    gate.open();
    expect(await screen.findByDisplayValue('How was your visit?')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /urls_check')).toHaveLength(1));
    expect(api.calls('GET /urls_check')[0]?.query.get('location_id')).toBe('7');
  });

  it('tells a user who may not send requests so, and asks nothing of the server', async () => {
    const { api } = await renderShell({ path: '/request-reviews/compose', routes: composeRoutes({}, session()) });
    expect(await screen.findByText(READ_ONLY_NOTICE)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
    expect(api.calls('GET /locations')).toHaveLength(0);
  });

  it('sends /request-reviews to the overview', async () => {
    const { url } = await renderShell({ path: '/request-reviews', routes: composeRoutes() });
    await waitFor(() => expect(url()).toBe('/request-reviews/overview'));
  });
});
