import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, sentRequest, type FakeRoutes } from '@locus/api-client/testing';
import {
  REVIEW_EVENTS_FIXTURE,
  RESPONSE_TEMPLATES_FIXTURE,
  responseFixture,
  reviewDetailFixture,
  reviewFixture,
} from '@locus/reviews/testing';
import { renderShell } from '../../testing/harness';
import { accountReply, session, settingsReply, signedInRoutes } from '../../testing/signed-in';

/** A server-sent events body of the review's live messages. */
const sse = (...messages: unknown[]) =>
  messages.map((m) => `event: message\ndata: ${JSON.stringify(m)}\n\n`).join('');

const live = (status: 'open' | 'resolved', responses: unknown[]) => ({
  event: 'ok',
  action: 'RESPONSE_STATUS',
  review_id: 7,
  review_status: status,
  responses,
});

const RESPONDER = session({
  permissions: {
    review: ['read', 'respond', 'update'],
    review_tag: ['create', 'delete'],
    response_template: ['create', 'read', 'update', 'delete'],
  },
});

function reviewRoutes(s = RESPONDER): FakeRoutes {
  return {
    ...signedInRoutes(s),
    'GET /reviews/{id}': { status: 200, body: reviewDetailFixture() },
    'GET /response_templates': {
      status: 200,
      body: { _embedded: { response_templates: RESPONSE_TEMPLATES_FIXTURE } },
    },
    'GET /tags': { status: 200, body: { _embedded: { tags: [] } } },
    'PATCH /reviews/{id}': { status: 200, body: reviewFixture({ status: 'resolved' }) },
    'POST /review_tags': { status: 201, body: { id: 4, account_id: 3, review_id: 7, name: 'billing' } },
    'DELETE /review_tags': { status: 204 },
    'POST /reviews/{id}/responses': { status: 202, body: responseFixture('publishing') },
    'GET /reviews/{id}/stream': {
      status: 200,
      type: 'text/event-stream',
      text: sse(live('open', [responseFixture('published')])),
    },
    'GET /reviews/{id}/events': {
      status: 200,
      body: { _embedded: { review_events: REVIEW_EVENTS_FIXTURE }, _total_pages: 1 },
    },
  };
}

describe('ReviewDetailPage', () => {
  it('[P4-060] changes the review’s status in place, and links to its history with the same query', async () => {
    const { api } = await renderShell({ path: '/reviews/7?group_id=4', routes: reviewRoutes() });
    const status = await screen.findByLabelText('Status');
    expect(screen.getByText('Not responded')).toBeTruthy();
    fireEvent.change(status, { target: { value: 'resolved' } });
    await waitFor(() => expect(api.calls('PATCH /reviews/{id}')).toHaveLength(1));
    expect(api.requests.map(sentRequest).find((r) => r.method === 'PATCH')?.body).toEqual({
      status: 'resolved',
    });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('resolved');
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/reviews/7/history?group_id=4',
    );
    // The page reads the review through the lib, once.
    expect(api.calls('GET /reviews/{id}')).toHaveLength(1);
  });

  it('[P7-040] adds a tag on Enter and removes one', async () => {
    const { api } = await renderShell({ path: '/reviews/7', routes: reviewRoutes() });
    const input = await screen.findByLabelText('Add a tag');
    fireEvent.change(input, { target: { value: 'billing' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const tags = await screen.findByRole('list', { name: 'Tags' });
    await waitFor(() => expect(within(tags).getByText('billing')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag parking' }));
    await waitFor(() => expect(api.calls('DELETE /review_tags')).toHaveLength(1));
    expect(within(tags).queryByText('parking')).toBeNull();
    expect(api.requests.map(sentRequest).find((r) => r.method === 'POST')?.body).toEqual({
      account_id: 3,
      review_id: 7,
      name: 'billing',
    });
  });

  it('[P6-001] publishes a reply, which returns at once and shows published from the review’s stream', async () => {
    const { api } = await renderShell({ path: '/reviews/7', routes: reviewRoutes() });
    const box = await screen.findByRole('textbox', { name: 'Reply on Google' });
    fireEvent.change(box, { target: { value: 'Thank you, Ada!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.calls('POST /reviews/{id}/responses')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Published')).toBeTruthy());
    expect(screen.getByText('Responded')).toBeTruthy();
    expect(api.calls('GET /reviews/{id}/stream').length).toBeGreaterThan(0);
  });

  it('[P6-001] a read-only user sees the review but no reply box, status change or tag input', async () => {
    const readOnly = session({ permissions: { review: ['read'] } });
    await renderShell({ path: '/reviews/7', routes: reviewRoutes(readOnly) });
    expect(await screen.findByText('The wait was long and nobody told us why.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Status')).toBeTruthy());
    expect(screen.queryByRole('textbox', { name: 'Reply on Google' })).toBeNull();
    expect(screen.getByText('You don’t have permission to respond to reviews.')).toBeTruthy();
    expect(screen.queryByLabelText('Add a tag')).toBeNull();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Manage templates' })).toBeNull();
  });

  it('shows the earlier responses as cards above the latest one', async () => {
    const routes = reviewRoutes();
    routes['GET /reviews/{id}'] = {
      status: 200,
      body: reviewDetailFixture([
        responseFixture('site_reply', { id: 30 }),
        responseFixture('published', { id: 31, content: 'Thanks again, Ada.' }),
      ]),
    };
    await renderShell({ path: '/reviews/7', routes });
    expect(await screen.findByText('Thanks for the review!')).toBeTruthy();
    expect(screen.getByText('Thanks again, Ada.')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'Response' })).toHaveLength(2);
    // Locus's own published reply may be changed; the site's own reply above it may not.
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
  });

  it('[P4-056] a reply written on the site shows without Edit or Delete', async () => {
    const routes = reviewRoutes();
    routes['GET /reviews/{id}'] = { status: 200, body: reviewDetailFixture([responseFixture('site_reply')]) };
    await renderShell({ path: '/reviews/7', routes });
    expect(await screen.findByText('Thanks for the review!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it.each([
    [[] as string[], false],
    [['healthcare_reply_check_blocks'], true],
  ])(
    'a healthcare account with settings %j: a reply naming a patient warns, or blocks publishing',
    async (codes, blocks) => {
      const routes = reviewRoutes();
      routes['GET /accounts/{id}'] = accountReply(RESPONDER, { vertical: 'healthcare' });
      routes['GET /account_settings'] = settingsReply(RESPONDER.account_id, codes);
      await renderShell({ path: '/reviews/7', routes });
      const box = await screen.findByRole('textbox', { name: 'Reply on Google' });
      fireEvent.change(box, { target: { value: 'Thank you for being our patient!' } });
      await waitFor(() => expect(screen.getByText(/may confirm the reviewer was a patient/)).toBeTruthy());
      expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(blocks);
    },
  );

  it('opens the template manager for users who may write templates', async () => {
    await renderShell({ path: '/reviews/7', routes: reviewRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Response templates' });
    expect(await within(dialog).findByText('Apology')).toBeTruthy();
  });

  it('shows the server’s refusal of a duplicate template name under the name, keeping what was typed', async () => {
    const routes = reviewRoutes();
    routes['POST /response_templates'] = failure(409, 'A template named Apology exists.');
    const { api } = await renderShell({ path: '/reviews/7', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Response templates' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add template' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'apology' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), { target: { value: 'Sorry!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /response_templates')).toHaveLength(1));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A template named Apology exists.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('apology');
    expect((within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe('Sorry!');
  });
});

describe('ReviewHistoryPage', () => {
  it('shows the review’s timeline in order, with the way back to the review', async () => {
    await renderShell({ path: '/reviews/7/history?group_id=4', routes: reviewRoutes() });
    expect(await screen.findByText('The review arrived from Google')).toBeTruthy();
    expect(screen.getByText('Ana Ruiz changed the status from Open to Resolved')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Review/ }).getAttribute('href')).toBe(
      '/reviews/7?group_id=4',
    );
  });
});
