import { ALL_AMPLIFY_SETTINGS, widgetFixture } from '@locus/widgets/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { amplifyRoutes } from './amplify-fixtures';

const bodiesOf = (api: FakeApi, route: 'POST /amplify/widgets' | 'PATCH /amplify/widgets/{id}') => api.calls(route).map((c) => c.body);

describe('WidgetEditorPage', () => {
  it('[F2-058] creates a Star Snapshot: the empty name is refused in the form, then the widget is saved and its preview opens', async () => {
    const created = widgetFixture(9, { name: 'Home page' });
    const { api, url } = await renderShell({
      path: '/amplify/widgets/create/star_snapshot',
      routes: { ...amplifyRoutes(), 'POST /amplify/widgets': { status: 201, body: created }, 'GET /amplify/widgets/{id}': { status: 200, body: created } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Star Snapshot' })).toBeTruthy();
    // The heading shows before the form has loaded its choices; the Save button comes with the form.
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name for this widget')).toBeTruthy();
    expect(bodiesOf(api, 'POST /amplify/widgets')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Home page' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toBe('/amplify/widgets/preview/star_snapshot/9'));
    expect(bodiesOf(api, 'POST /amplify/widgets')[0]).toMatchObject({
      account_id: 3,
      widget_type: 'star_snapshot',
      name: 'Home page',
      published: true,
      settings: { layout: 'compact', min_rating: 4, max_reviews: 10, auto_publish: true, json_ld: false, location_ids: [], source_ids: [] },
    });
    expect(await screen.findByText(/data-locus-widget="s-key9"/)).toBeTruthy();
  });

  it("a server 400 shows at its field and keeps what was typed", async () => {
    const { api } = await renderShell({
      path: '/amplify/widgets/create/full_page',
      routes: {
        ...amplifyRoutes(),
        'POST /amplify/widgets': { status: 400, body: { status: 400, code: 'invalid', error: 'location_ids must name locations of this account', field: 'settings.location_ids' } },
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Feed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('location_ids must name locations of this account')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Feed');
    expect(bodiesOf(api, 'POST /amplify/widgets')).toHaveLength(1);
  });

  it('[F2-060] a Location Information widget from a location page starts with that location and returns to fromPage', async () => {
    const created = widgetFixture(10, { widget_type: 'location_info', settings: { location_ids: [42] } });
    const { api, url } = await renderShell({
      path: '/amplify/widgets/create/location_info?fromPage=%2Fsettings%2Flocations%2F42%2Fdetails&location_id=42',
      routes: { ...amplifyRoutes(), 'POST /amplify/widgets': { status: 201, body: created } },
    });
    expect(((await screen.findByRole('combobox', { name: /Location/ })) as HTMLInputElement).value).toBe('Uptown');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Uptown office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toMatch(/^\/settings\/locations\/42\/details/));
    expect(bodiesOf(api, 'POST /amplify/widgets')[0]).toMatchObject({ widget_type: 'location_info', settings: { location_ids: [42] } });
  });

  it('edits a widget: its values load, the change is sent with PATCH', async () => {
    const stored = widgetFixture(5, { name: 'Lobby', widget_type: 'teaser', settings: { featured_review_ids: [], auto_publish: true, min_rating: 5 } });
    const { api, url } = await renderShell({
      path: '/amplify/widgets/edit/teaser/5',
      routes: { ...amplifyRoutes(), 'GET /amplify/widgets/{id}': { status: 200, body: stored }, 'PATCH /amplify/widgets/{id}': { status: 200, body: { ...stored, name: 'Lobby TV' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Testimonial Carousel' })).toBeTruthy();
    const name = (await screen.findByDisplayValue('Lobby')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Lobby TV' } });
    fireEvent.click(screen.getByRole('switch', { name: /Auto-Update/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toBe('/amplify/widgets/preview/teaser/5'));
    expect(bodiesOf(api, 'PATCH /amplify/widgets/{id}')[0]).toMatchObject({ name: 'Lobby TV', settings: { auto_publish: false, min_rating: 5, featured_review_ids: [] } });
  });

  it('[F6-033] creating a type the account has switched off says so instead of showing the form', async () => {
    const { api } = await renderShell({
      path: '/amplify/widgets/create/star_snapshot',
      routes: amplifyRoutes({ settings: ALL_AMPLIFY_SETTINGS.filter((s) => s !== 'amplify_star_snapshot_widgets') }),
    });
    expect(await screen.findByText('Star Snapshot widgets are not enabled for this account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.calls('GET /locations')).toHaveLength(0);
  });

  it('a user without amplify update cannot open the editor', async () => {
    const { url } = await renderShell({ path: '/amplify/widgets/edit/teaser/5', routes: amplifyRoutes({ permissions: { review: ['read'], amplify: ['read'] } }) });
    await waitFor(() => expect(url()).toMatch(/^\/error/));
  });
});
