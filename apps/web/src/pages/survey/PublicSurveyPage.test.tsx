import { publicSurveyFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { signedInRoutes } from '../../testing/signed-in';

describe('PublicSurveyPage', () => {
  it('signed out, shows the survey, sends the answers with the link’s location and custom attributes, then thanks', async () => {
    const { api } = await renderShell({
      path: '/s/tok-9?location=12&visit=123',
      routes: null,
      publicRoutes: {
        'GET /survey/{token}': { status: 200, body: publicSurveyFixture() },
        'POST /survey/{token}/responses': { status: 201, body: { id: 501 } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'After your visit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.click(screen.getByRole('radio', { name: 'A friend' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What could we do better?' }), {
      target: { value: 'Parking.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    const [sent] = api.calls('POST /survey/{token}/responses', { token: 'tok-9' });
    expect(sent?.body).toEqual({
      star_rating: 4,
      answers: { found: 'A friend', again: 'yes', better: 'Parking.' },
      location_id: 12,
      custom_attributes: { visit: '123' },
    });
    expect(sent?.headers.get('Authorization')).toBeNull();
  });

  it('keeps a missing required answer from going, and shows the question the server names', async () => {
    const { api } = await renderShell({
      path: '/s/tok-9',
      routes: null,
      publicRoutes: {
        'GET /survey/{token}': { status: 200, body: publicSurveyFixture({ isStarRatingQuestion: false }) },
        'POST /survey/{token}/responses': {
          status: 400,
          body: { status: 400, code: 'invalid', error: 'Not one of the choices.', field: 'answers.found' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please answer this question.')).toBeTruthy();
    expect(api.calls('POST /survey/{token}/responses')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not one of the choices.')).toBeTruthy();
    expect(api.calls('POST /survey/{token}/responses')[0]?.body).toEqual({
      answers: { found: 'Search' },
      custom_attributes: {},
    });
  });

  it('signed in on the same browser, the page has no app frame and its calls carry no credentials', async () => {
    const { api } = await renderShell({
      path: '/s/tok-9',
      routes: { ...signedInRoutes(), 'GET /survey/{token}': { status: 200, body: publicSurveyFixture() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'After your visit' })).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /survey/{token}', { token: 'tok-9' })).toHaveLength(1));
    expect(api.calls('GET /survey/{token}')[0]?.headers.get('Authorization')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when the link is unknown', async () => {
    await renderShell({
      path: '/s/gone',
      routes: null,
      publicRoutes: {
        'GET /survey/{token}': { status: 404, body: { status: 404, code: 'not_found', error: 'Not found.' } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This survey is no longer available' }),
    ).toBeTruthy();
  });
});
