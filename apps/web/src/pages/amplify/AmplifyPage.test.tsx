import { ALL_AMPLIFY_SETTINGS, widgetFixture } from '@locus/widgets/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, type FakeApi } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { amplifyRoutes, widgetPage, type Permissions } from './amplify-fixtures';

const listCalls = (api: FakeApi) => api.calls('GET /amplify/widgets').map((c) => c.query);

/** Puts the created widgets region at this scroll position and scrolls it. */
function scrollTo(region: HTMLElement, position: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  for (const [key, value] of Object.entries(position)) Object.defineProperty(region, key, { value, configurable: true });
  fireEvent.scroll(region);
}

describe('AmplifyPage', () => {
  it('[F2-052] [F2-053] [F2-055] [F2-056] [F2-057] [F2-058] [F2-059] the header, the two sections and the four type cards', async () => {
    await renderShell({ path: '/amplify', routes: amplifyRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Widgets' })).toBeTruthy();
    const create = screen.getByRole('region', { name: 'CREATE NEW WIDGET' });
    expect(screen.getByRole('region', { name: 'CREATED WIDGETS' })).toBeTruthy();
    const links = within(create).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.split('.')[0], link.getAttribute('href')])).toEqual([
      [expect.stringContaining('Testimonial Carousel'), '/amplify/widgets/create/teaser'],
      [expect.stringContaining('Location Review Feed'), '/amplify/widgets/create/full_page'],
      [expect.stringContaining('Star Snapshot'), '/amplify/widgets/create/star_snapshot'],
      [expect.stringContaining('Location Information'), '/amplify/widgets/create/location_info'],
    ]);
  });

  it.each([
    ['F6-031', 'amplify_testimonial_widgets', 'Testimonial Carousel'],
    ['F6-032', 'amplify_review_feed_widgets', 'Location Review Feed'],
    ['F6-033', 'amplify_star_snapshot_widgets', 'Star Snapshot'],
    ['F6-034', 'amplify_location_information_widgets', 'Location Information'],
  ])('[%s] without %s the %s card does not link to its editor', async (_rule, setting, name) => {
    await renderShell({ path: '/amplify', routes: amplifyRoutes({ settings: ALL_AMPLIFY_SETTINGS.filter((s) => s !== setting) }) });
    const create = await screen.findByRole('region', { name: 'CREATE NEW WIDGET' });
    const linked = within(create).getAllByRole('link').map((link) => link.textContent ?? '');
    expect(linked).toHaveLength(3);
    expect(linked.some((text) => text.includes(name))).toBe(false);
    expect(within(create).getByText('Not enabled for this account')).toBeTruthy();
  });

  it('[F2-054] [F3-045] [F3-046] [F3-047] [F3-048] [F3-049] [F3-050] [F2-063] [F2-064] [F9-063] /amplify/widgets lists the widgets with type names, the Auto-Update prefix, edit and preview links and spacers', async () => {
    const widgets = [
      widgetFixture(1, { name: 'Home', widget_type: 'teaser' }),
      widgetFixture(2, { name: 'Feed', widget_type: 'full_page', settings: { auto_publish: false } }),
      widgetFixture(3, { name: 'Rating', widget_type: 'star_snapshot' }),
      widgetFixture(4, { name: 'Office', widget_type: 'location_info', settings: { auto_publish: false, location_ids: [41] } }),
    ];
    await renderShell({ path: '/amplify/widgets', routes: amplifyRoutes({ widgets }) });
    const region = await screen.findByRole('region', { name: 'Created widgets' });
    const cards = within(region).getAllByRole('listitem').filter((item) => item.getAttribute('aria-hidden') !== 'true');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Auto-Update: Home', 'Feed', 'Auto-Update: Rating', 'Office']);
    expect(cards.map((card) => within(card).queryByText(/Testimonial Carousel|Location Review Feed|Star Snapshot|Location Information/)?.textContent)).toEqual([
      'Testimonial Carousel',
      'Location Review Feed',
      'Star Snapshot',
      'Location Information',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Feed' }).getAttribute('href')).toBe('/amplify/widgets/edit/full_page/2');
    expect(screen.getByRole('link', { name: 'Preview Office' }).getAttribute('href')).toBe('/amplify/widgets/preview/location_info/4');
    expect(within(region).getAllByTestId('widget-spacer')).toHaveLength(2);
  });

  it('[F4-104] [F2-062] [F9-062] scrolling within 20 px of the bottom loads and appends the next page', async () => {
    const first = Array.from({ length: 12 }, (_, i) => widgetFixture(i + 1));
    const { api } = await renderShell({ path: '/amplify/widgets', routes: { ...amplifyRoutes(), 'GET /amplify/widgets': widgetPage(first, 1, 2) } });
    const region = await screen.findByRole('region', { name: 'Created widgets' });
    await screen.findByRole('heading', { name: 'Auto-Update: Widget 12' });
    api.on('GET /amplify/widgets', widgetPage([widgetFixture(13)], 2, 2));
    scrollTo(region, { scrollTop: 479, clientHeight: 500, scrollHeight: 1000 });
    expect(listCalls(api)).toHaveLength(1);
    scrollTo(region, { scrollTop: 480, clientHeight: 500, scrollHeight: 1000 });
    expect(await screen.findByRole('heading', { name: 'Auto-Update: Widget 13' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Auto-Update: Widget 1' })).toBeTruthy();
    expect(listCalls(api).map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  it('[F4-103] [F2-061] [F7-063] typing a search asks for page 1 with the keywords', async () => {
    const first = Array.from({ length: 12 }, (_, i) => widgetFixture(i + 1));
    const { api } = await renderShell({ path: '/amplify/widgets', routes: { ...amplifyRoutes(), 'GET /amplify/widgets': widgetPage(first, 1, 2) } });
    const region = await screen.findByRole('region', { name: 'Created widgets' });
    api.on('GET /amplify/widgets', widgetPage([widgetFixture(13)], 2, 2));
    scrollTo(region, { scrollTop: 500, clientHeight: 500, scrollHeight: 1000 });
    await screen.findByRole('heading', { name: 'Auto-Update: Widget 13' });
    api.on('GET /amplify/widgets', widgetPage([widgetFixture(7, { name: 'Lobby screen' })]));
    fireEvent.change(screen.getByLabelText('Search widgets'), { target: { value: 'lobby' } });
    expect(await screen.findByRole('heading', { name: 'Auto-Update: Lobby screen' })).toBeTruthy();
    const last = listCalls(api).at(-1);
    expect([last?.get('keywords'), last?.get('page')]).toEqual(['lobby', '1']);
    expect(screen.queryByRole('heading', { name: 'Auto-Update: Widget 13' })).toBeNull();
  });

  it('[F8-065] a failed list says There was an error fetching your created widgets', async () => {
    await renderShell({ path: '/amplify/widgets', routes: { ...amplifyRoutes(), 'GET /amplify/widgets': failure(500, 'boom') } });
    expect(await screen.findByText('There was an error fetching your created widgets')).toBeTruthy();
  });

  it('a read-only user sees the widgets with preview links only, no Delete and no card links', async () => {
    await renderShell({ path: '/amplify/widgets', routes: amplifyRoutes({ permissions: { review: ['read'], amplify: ['read'] }, widgets: [widgetFixture(1, { name: 'Home' })] }) });
    expect(await screen.findByRole('link', { name: 'Preview Auto-Update: Home' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'CREATE NEW WIDGET' })).queryAllByRole('link')).toHaveLength(0);
  });

  describe('Delete', () => {
    const deletable = () => [widgetFixture(1, { name: 'Home' }), widgetFixture(2, { name: 'Lobby screen' })];
    // hidden: an open dialog hides the page behind it from the accessibility tree.
    const cardTitles = () =>
      within(screen.getByRole('region', { name: 'Created widgets', hidden: true }))
        .getAllByRole('heading', { hidden: true })
        .map((heading) => heading.textContent);

    it('confirming names the widget, deletes it, toasts its name and the refreshed list no longer holds it', async () => {
      const { api, root } = await renderShell({ path: '/amplify/widgets', routes: { ...amplifyRoutes({ widgets: deletable() }), 'DELETE /amplify/widgets/{id}': { status: 204 } } });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Auto-Update: Lobby screen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Lobby screen?' });
      expect(within(dialog).getByText(/embedded snippet stops showing reviews/)).toBeTruthy();
      api.on('GET /amplify/widgets', widgetPage([widgetFixture(1, { name: 'Home' })]));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(cardTitles()).toEqual(['Auto-Update: Home']));
      expect(root.toasts.current()?.text).toBe('Lobby screen deleted');
      expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/amplify/widgets/2']);
      expect(listCalls(api)).toHaveLength(2);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('cancel keeps the widget and sends nothing', async () => {
      const { api } = await renderShell({ path: '/amplify/widgets', routes: amplifyRoutes({ widgets: deletable() }) });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Auto-Update: Home' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Home?' })).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(cardTitles()).toEqual(['Auto-Update: Home', 'Auto-Update: Lobby screen']);
      expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    });

    it("a refused delete toasts the server's message and keeps the widget and the dialog", async () => {
      const refusal = failure(403, 'You do not have permission to delete widgets', 'forbidden');
      const { root } = await renderShell({ path: '/amplify/widgets', routes: { ...amplifyRoutes({ widgets: deletable() }), 'DELETE /amplify/widgets/{id}': refusal } });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Auto-Update: Home' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Home?' })).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(root.toasts.current()?.text).toBe('You do not have permission to delete widgets'));
      expect(screen.getByRole('dialog', { name: 'Delete Home?' })).toBeTruthy();
      expect(cardTitles()).toEqual(['Auto-Update: Home', 'Auto-Update: Lobby screen']);
    });

    it('a user without amplify delete sees no Delete', async () => {
      await renderShell({ path: '/amplify/widgets', routes: amplifyRoutes({ permissions: { review: ['read'], amplify: ['create', 'read', 'update'] }, widgets: deletable() }) });
      expect(await screen.findByRole('link', { name: 'Edit Auto-Update: Home' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    });
  });

  it('[F6-030] [F7-049] preview only shows the teaser; Request Access sends a feature request and says Request sent!', async () => {
    const preview: Permissions = { review: ['read'], amplify: ['preview'], notification: ['create'] };
    const { api } = await renderShell({
      path: '/amplify',
      routes: { ...amplifyRoutes({ permissions: preview, settings: [] }), 'POST /webhooks/notify': failure(500, 'down') },
    });
    expect(await screen.findByText(/Amplify is not part of your plan yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'CREATED WIDGETS' })).toBeNull();
    expect(api.calls('GET /amplify/widgets')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    api.on('POST /webhooks/notify', { status: 201, body: { id: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Request sent!' }) as HTMLButtonElement).disabled).toBe(true));
    const sent = api.calls('POST /webhooks/notify').map((c) => c.body);
    expect(sent.at(-1)).toEqual({ event: 'internal', user_id: 11, notification_type: 'feature_request', feature_name: 'Amplify' });
  });

  it('[F6-030] an account without the amplify setting sees the teaser too', async () => {
    await renderShell({ path: '/amplify', routes: amplifyRoutes({ settings: ALL_AMPLIFY_SETTINGS.filter((s) => s !== 'amplify') }) });
    expect(await screen.findByRole('button', { name: 'Request Access' })).toBeTruthy();
  });

  it('[F6-029] without amplify create or preview the Amplify page is refused', async () => {
    const { url } = await renderShell({ path: '/amplify', routes: amplifyRoutes({ permissions: { review: ['read'] } }) });
    await waitFor(() => expect(url()).toMatch(/^\/error/));
  });
});
