import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { halPage } from '../../testing/hal-page';
import { renderShell } from '../../testing/harness';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';

type SessionFields = NonNullable<Parameters<typeof session>[0]>;
type Permissions = NonNullable<SessionFields['permissions']>;

const PERMISSIONS: Permissions = { metrics: ['read'], review: ['read'], alert: ['read', 'update'], user: ['read'], scheduled_export: ['create', 'read', 'update'] };
const USERS = [
  { id: 11, account_id: 3, email: 'admin@harbor.test', name: 'Alicia Moreno' },
  { id: 12, account_id: 3, email: 'manager@harbor.test', name: 'Marcus Lee' },
];
const noReviews = {
  status: 200 as const,
  body: { _embedded: { reviews: [] }, _cursors: { before: null, after: null }, _total: 0, _total_pages: 0, _total_estimated: false, _links: { self: { href: '/reviews' } } },
};

async function openReviews(path = '/reviews', options: { permissions?: Permissions; settings?: string[]; users?: unknown[] } = {}) {
  const s = session({ permissions: options.permissions ?? PERMISSIONS });
  const shell = await renderShell({
    path,
    routes: {
      ...signedInRoutes(s),
      'GET /account_settings': settingsReply(3, options.settings ?? ['scheduled_exports']),
      'GET /reviews': noReviews,
      'GET /users': halPage('users', options.users ?? USERS),
      'POST /scheduled_exports': { status: 201, body: { id: 30 } },
      'PATCH /scheduled_exports/{id}': { status: 200, body: { id: 9 } },
    },
  });
  await screen.findByText('No reviews');
  return shell;
}

const flyout = () => screen.getByRole('complementary');
const saveButton = () => within(flyout()).getByRole('button', { name: 'Save' });
const saveTooltip = () => saveButton().parentElement?.getAttribute('aria-label') ?? null;

async function chooseRecipient(label: string) {
  const input = within(flyout()).getByRole('combobox', { name: 'Recipients' });
  fireEvent.change(input, { target: { value: label.slice(0, 3) } });
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('ScheduleExport on /reviews', () => {
  it('[P6-019] the Schedule button needs scheduled_export create (and the scheduled_exports setting)', async () => {
    const first = await openReviews('/reviews', { permissions: { ...PERMISSIONS, scheduled_export: ['read'] } });
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    first.view.unmount();
    const second = await openReviews('/reviews', { settings: [] });
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    second.view.unmount();
    await openReviews();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });

  it('[P4-038] [P4-042] [P4-045] [P5-018] Schedule opens the create form with its defaults; Save waits for every section', async () => {
    await openReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('heading', { name: 'Schedule Export' })).toBeTruthy();
    expect((within(flyout()).getByRole('radio', { name: 'Daily' }) as HTMLInputElement).checked).toBe(true);
    expect((within(flyout()).getByLabelText('Scheduled Time') as HTMLInputElement).value).toBe('13:00');
    expect(within(flyout()).getByText('Last 30 Days')).toBeTruthy();
    await within(flyout()).findByText('Users of this account');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveTooltip()).toBe('Fill out all sections');
  });

  it('[P4-043] [P4-046] [P4-048] [P5-021] [P5-022] [P5-023] frequencies, their defaults, next date and the day-of-month input', async () => {
    await openReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('heading', { name: 'Schedule Export' });
    const time = within(flyout()).getByLabelText('Scheduled Time') as HTMLInputElement;
    fireEvent.change(time, { target: { value: '08:30' } });
    fireEvent.click(within(flyout()).getByRole('radio', { name: 'Weekly' }));
    expect(time.value).toBe('13:00');
    expect(within(flyout()).getByRole('combobox', { name: 'Day of Week' }).textContent).toBe('Sunday');
    expect(within(flyout()).getByRole('status', { name: 'Next export' }).textContent).toMatch(/^Next export: Sunday, /);

    fireEvent.click(within(flyout()).getByRole('radio', { name: 'Monthly' }));
    const day = within(flyout()).getByLabelText('Day of Month') as HTMLInputElement;
    expect(day.value).toBe('1');
    fireEvent.change(day, { target: { value: '32' } });
    expect(day.value).toBe('1');
    fireEvent.change(day, { target: { value: '' } });
    expect(day.value).toBe('');
    expect(within(flyout()).getByRole('status', { name: 'Next export' }).textContent).toBe('');
    fireEvent.change(day, { target: { value: '15' } });
    expect(day.value).toBe('15');
    expect(within(flyout()).getByRole('status', { name: 'Next export' }).textContent).toMatch(/^Next export: \w+, \w+ 15, \d{4}$/);
  });

  it('[P7-047] [P8-038] [P9-041] Save posts the schedule with the report filters and legend, then closes', async () => {
    const { api, root, url } = await openReviews('/reviews?groupId=4&rating=5');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('heading', { name: 'Schedule Export' });
    fireEvent.change(within(flyout()).getByLabelText(/Export Name/), { target: { value: 'Weekly five stars' } });
    await chooseRecipient('Marcus Lee (manager@harbor.test)');
    fireEvent.click(within(flyout()).getByRole('radio', { name: 'Weekly' }));
    expect(saveButton()).toHaveProperty('disabled', false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    const [post] = api.calls('POST /scheduled_exports');
    expect(post?.body).toEqual({
      date_range_legend: 'thirty_days',
      filters: { group_id: 4, rating: [5] },
      recipient_user_ids: [12],
      email_frequency: 'weekly',
      email_subject: 'Weekly five stars',
      scheduled_time: '13:00',
      day_of_week: 'sunday',
      day_of_month: null,
      export_type: 'reviews',
    });
    expect(root.toasts.current()?.text).toBe('Scheduled Export saved');
    expect(url()).toBe('/reviews?groupId=4&rating=5');
  });

  it('[P5-019] [P5-020] an all-time or custom range cannot be scheduled, with its reason', async () => {
    const { view } = await openReviews('/reviews?dateDescriptor=allTime');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect((await within(await screen.findByRole('complementary')).findByRole('alert')).textContent).toBe('All time date option is not supported');
    fireEvent.change(within(flyout()).getByLabelText(/Export Name/), { target: { value: 'All of it' } });
    await chooseRecipient('Alicia Moreno (admin@harbor.test)');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveTooltip()).toBe('All time date option is not supported');
    view.unmount();
    await openReviews('/reviews?dateDescriptor=custom&from=2026-01-01&to=2026-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect((await within(await screen.findByRole('complementary')).findByRole('alert')).textContent).toBe('Select a preset date option');
  });

  it('[P5-024] [P5-025] a typed e-mail must belong to a user of the account', async () => {
    await openReviews();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await within(await screen.findByRole('complementary')).findByText('Users of this account');
    const input = within(flyout()).getByRole('combobox', { name: 'Recipients' });
    fireEvent.change(input, { target: { value: 'stranger@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(flyout()).getByText('Only users of this account can receive scheduled exports.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(flyout()).getByText('Enter a valid e-mail address.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'manager@harbor.test' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(flyout()).getByRole('button', { name: 'Marcus Lee (manager@harbor.test)' })).toBeTruthy();
  });

  it('[P8-046] an account without users says No users found in account.', async () => {
    const { root } = await openReviews('/reviews', { users: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('No users found in account.'));
  });

  it('[P4-039] [P4-040] [P4-041] [P7-048] a row link opens edit mode; changes ask Keep Editing or Discard Changes', async () => {
    const link =
      '/reviews?dateDescriptor=sevenDays&groupId=4&flyout_edit=true&export_id=9&email_subject=Weekly&email_frequency=weekly&scheduled_time=09:00&day_of_week=monday&recipient_user_ids=11';
    const { api, url } = await openReviews(link);
    expect(await screen.findByRole('heading', { name: 'Edit Scheduled Export' })).toBeTruthy();
    const name = within(flyout()).getByLabelText(/Export Name/) as HTMLInputElement;
    expect(name.value).toBe('Weekly');
    expect(within(flyout()).getByRole('combobox', { name: 'Day of Week' }).textContent).toBe('Monday');
    expect(await within(flyout()).findByRole('button', { name: 'Alicia Moreno (admin@harbor.test)' })).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Weekly renamed' } });
    fireEvent.click(within(flyout()).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(flyout()).getByLabelText(/Export Name/) as HTMLInputElement).value).toBe('Weekly renamed');

    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    const [patch] = api.calls('PATCH /scheduled_exports/{id}', { id: '9' });
    expect(patch?.body).toMatchObject({
      email_subject: 'Weekly renamed',
      email_frequency: 'weekly',
      day_of_week: 'monday',
      scheduled_time: '09:00',
      recipient_user_ids: [11],
      date_range_legend: 'seven_days',
      filters: { group_id: 4 },
    });
    expect(url()).toBe('/reviews?dateDescriptor=sevenDays&groupId=4');
  });

  it('[P4-040] [P4-041] Discard Changes closes and drops them; an unchanged form closes at once', async () => {
    const { url } = await openReviews('/reviews?flyout_edit=true&export_id=9&email_subject=Daily&email_frequency=daily&scheduled_time=13:00&recipient_user_ids=11');
    await screen.findByRole('heading', { name: 'Edit Scheduled Export' });
    fireEvent.click(within(flyout()).getByRole('radio', { name: 'Monthly' }));
    fireEvent.click(within(flyout()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(url()).toBe('/reviews');

    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByRole('heading', { name: 'Schedule Export' });
    fireEvent.click(within(flyout()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
