import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import type { FakeRoutes } from '@locus/api-client/testing';
import {
  RESPONSE_TEMPLATES_FIXTURE,
  responseFixture,
  reviewDetailFixture,
  reviewFixture,
} from '@locus/reviews/testing';
import { renderShell } from '../../testing/harness';
import { session, signedInRoutes } from '../../testing/signed-in';

const sse = (...messages: unknown[]) =>
  messages.map((m) => `event: message\ndata: ${JSON.stringify(m)}\n\n`).join('');

const reviewsReply = {
  status: 200 as const,
  body: {
    _embedded: { reviews: [reviewFixture(), reviewFixture({ id: 8, author_name: 'Bo', content: 'Fine' })] },
    _cursors: { before: null, after: null },
    _total: 2,
    _total_pages: 1,
    _total_estimated: false,
    _links: { self: { href: '/reviews' } },
  },
};

function routes(permissions: Schemas['AuthSessionCreated']['permissions']): FakeRoutes {
  return {
    ...signedInRoutes(session({ permissions })),
    'GET /reviews': reviewsReply,
    'GET /reviews/{id}': { status: 200, body: reviewDetailFixture() },
    'GET /response_templates': {
      status: 200,
      body: { _embedded: { response_templates: RESPONSE_TEMPLATES_FIXTURE } },
    },
    'POST /reviews/{id}/responses': { status: 202, body: responseFixture('publishing') },
    'GET /reviews/{id}/stream': {
      status: 200,
      type: 'text/event-stream',
      text: sse({
        event: 'ok',
        action: 'RESPONSE_STATUS',
        review_id: 7,
        review_status: 'open',
        responses: [responseFixture('published')],
      }),
    },
  };
}

const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('ReviewsPage: answering from a row', () => {
  it('[P4-060] answers a review under its row, and the row’s label moves with the stream’s message', async () => {
    const { api } = await renderShell({ path: '/reviews', routes: routes({ review: ['read', 'respond'] }) });
    await screen.findByText('The wait was long and nobody told us why.');
    const row = rowOf('The wait was long and nobody told us why.');
    expect(within(row).getByText('Not responded')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Respond' }));
    const box = await within(row).findByRole('textbox', { name: 'Reply on Google' });
    fireEvent.change(box, { target: { value: 'Thank you, Ada!' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(row).getByText('Responded')).toBeTruthy());
    expect(api.calls('POST /reviews/{id}/responses')).toHaveLength(1);
    expect(within(row).queryByText('Not responded')).toBeNull();
  });

  it('opens one reply box at a time', async () => {
    await renderShell({ path: '/reviews', routes: routes({ review: ['read', 'respond'] }) });
    await screen.findByText('Fine');
    fireEvent.click(
      within(rowOf('The wait was long and nobody told us why.')).getByRole('button', { name: 'Respond' }),
    );
    await screen.findByRole('textbox', { name: 'Reply on Google' });
    fireEvent.click(within(rowOf('Fine')).getByRole('button', { name: 'Respond' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Close reply' })).toHaveLength(1));
    expect(within(rowOf('Fine')).getByRole('button', { name: 'Close reply' })).toBeTruthy();
  });

  it('[P6-001] a user without the respond permission gets no Respond button', async () => {
    await renderShell({ path: '/reviews', routes: routes({ review: ['read'] }) });
    await screen.findByText('Fine');
    expect(screen.queryByRole('button', { name: 'Respond' })).toBeNull();
  });
});
