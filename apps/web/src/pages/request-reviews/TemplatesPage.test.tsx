import type { Schemas } from '@locus/api-client';
import { requestPageFixture, requestTemplateFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { halPage } from '../../testing/hal-page';
import { renderShell } from '../../testing/harness';
import { session, signedInRoutes } from '../../testing/signed-in';
import { NO_PAGE_SETTINGS } from './TemplatesPage';

type Permissions = ReturnType<typeof session>['permissions'];

const EDITOR: Permissions = { request: ['read', 'create', 'update', 'delete'], request_page: ['read', 'update'] };

function templatesRoutes(permissions: Permissions = EDITOR) {
  const s = session({ permissions: { ...session().permissions, ...permissions } });
  return {
    ...signedInRoutes(s),
    'GET /request_templates': halPage('request_templates', [requestTemplateFixture()]),
    'POST /request_templates': ({ body }: { body: Schemas['RequestTemplateWrite'] }) => ({
      status: 201 as const,
      body: requestTemplateFixture({ ...body, id: 6 }),
    }),
    'GET /request_page': { status: 200 as const, body: requestPageFixture() },
    'PUT /request_page': ({ body }: { body: Schemas['RequestPageWrite'] }) => ({
      status: 200 as const,
      body: requestPageFixture({ ...body }),
    }),
  };
}

describe('TemplatesPage', () => {
  it('lists the templates and creates one from the editor', async () => {
    const { api } = await renderShell({ path: '/request-reviews/templates', routes: templatesRoutes() });
    const tabs = await screen.findByRole('navigation', { name: 'Ask for Reviews pages' });
    expect(within(tabs).getByRole('link', { name: 'Templates' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Request templates' });
    expect(await within(table).findByText('After a visit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New template' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'After a cleaning' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Thanks for coming' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi {customer_name}!' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /request_templates')).toHaveLength(1));
    expect(api.calls('POST /request_templates')[0]?.body).toMatchObject({
      name: 'After a cleaning',
      request_type: 'email',
      subject: 'Thanks for coming',
      content: 'Hi {customer_name}!',
    });
  });

  it('saves the landing-page settings below the templates', async () => {
    const { api } = await renderShell({ path: '/request-reviews/templates', routes: templatesRoutes() });
    const form = await screen.findByRole('form', { name: 'Request page settings' });
    const email = await within(form).findByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.value).toBe('front@harbor.test'));
    fireEvent.change(email, { target: { value: 'hello@harbor.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /request_page')).toHaveLength(1));
    expect(api.calls('PUT /request_page')[0]?.body).toMatchObject({ contact_email: 'hello@harbor.test' });
  });

  it('shows the templates and the landing-page settings read-only to a user who may only read them', async () => {
    await renderShell({
      path: '/request-reviews/templates',
      routes: templatesRoutes({ request: ['read'], request_page: ['read'] }),
    });
    const form = await screen.findByRole('form', { name: 'Request page settings' });
    const email = await within(form).findByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.value).toBe('front@harbor.test'));
    expect(email.disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Request templates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
  });

  it('says who manages the landing page to a user who may not read it', async () => {
    const { api } = await renderShell({ path: '/request-reviews/templates', routes: templatesRoutes({ request: ['read'] }) });
    expect(await screen.findByText(NO_PAGE_SETTINGS)).toBeTruthy();
    expect(api.calls('GET /request_page')).toHaveLength(0);
  });
});
