import type { Schemas } from '@locus/api-client';
import { halPage, microsurveyFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';
import { MICROSURVEYS_NOT_ENABLED } from './microsurvey-deps';

function microsurveyRoutes(settings: string[] = ['microsurveys']) {
  const s = session({
    permissions: { ...session().permissions, request: ['read'], campaign: ['read', 'create', 'update', 'delete'] },
  });
  return {
    ...signedInRoutes(s),
    'GET /account_settings': settingsReply(s.account_id, settings),
    'GET /microsurveys': { status: 200 as const, body: halPage('microsurveys', [microsurveyFixture()]) },
    'POST /microsurveys': ({ body }: { body: Schemas['MicrosurveyWrite'] }) => ({
      status: 201 as const,
      body: microsurveyFixture({ ...body, id: 9 }),
    }),
    'DELETE /microsurveys/{id}': { status: 204 as const },
  };
}

describe('MicrosurveysPage', () => {
  it('lists the surveys under their tab and creates one from the editor', async () => {
    const { api } = await renderShell({ path: '/request-reviews/microsurveys', routes: microsurveyRoutes() });
    const tabs = await screen.findByRole('navigation', { name: 'Ask for Reviews pages' });
    expect(within(tabs).getByRole('link', { name: 'Microsurveys' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Microsurveys' });
    expect(await within(table).findByText(`${window.location.origin}/s/ms-after-visit`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New microsurvey' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New microsurvey' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Checkout' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Yes / No' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: 'Question 1' }), { target: { value: 'Back soon?' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.calls('POST /microsurveys')).toHaveLength(1));
    expect(api.calls('POST /microsurveys')[0]?.body).toMatchObject({
      name: 'Checkout',
      isStarRatingQuestion: true,
      questions: [{ id: 'q1', type: 'yes_no', label: 'Back soon?', choices: [], required: false }],
    });
  });

  it('deletes a survey after the confirmation', async () => {
    const { api } = await renderShell({ path: '/request-reviews/microsurveys', routes: microsurveyRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete After your visit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this microsurvey?' }));
    expect(api.calls('DELETE /microsurveys/{id}')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /microsurveys/{id}', { id: '7' })).toHaveLength(1));
  });

  it('says the feature is not enabled without the setting, and calls nothing', async () => {
    const { api } = await renderShell({ path: '/request-reviews/microsurveys', routes: microsurveyRoutes([]) });
    expect(await screen.findByText(MICROSURVEYS_NOT_ENABLED)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Ask for Reviews pages' });
    expect(within(tabs).queryByRole('link', { name: 'Microsurveys' })).toBeNull();
    expect(api.calls('GET /microsurveys')).toHaveLength(0);
  });
});
