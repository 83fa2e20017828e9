import { landingFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { signedInRoutes } from '../../testing/signed-in';

describe('RequestLandingPage', () => {
  it('signed out, asks the customer about the visit and sends the score; a happy one offers the review sites', async () => {
    const { api } = await renderShell({
      path: '/r/tok-1',
      routes: null,
    });
    api.on('GET /landing/{token}', { status: 200, body: landingFixture() });
    api.on('POST /landing/{token}/answer', { status: 200, body: { next: 'site' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'How was your visit to Harbor Dental Downtown, Dana?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    expect(await screen.findByRole('button', { name: 'Review us on Google' })).toBeTruthy();
    expect(api.calls('POST /landing/{token}/answer', { token: 'tok-1' })[0]?.body).toEqual({ score: 9 });
  });

  it('signed in on the same browser, the page has no app frame and its calls carry no credentials', async () => {
    const { api } = await renderShell({
      path: '/r/tok-1',
      routes: { ...signedInRoutes(), 'GET /landing/{token}': { status: 200, body: landingFixture() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /How was your visit/ })).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /landing/{token}', { token: 'tok-1' })).toHaveLength(1));
    expect(api.calls('GET /landing/{token}')[0]?.headers.get('Authorization')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
