import { describe, expect, it, vi } from 'vitest';
import { createMemoryQueryAdapter } from '../model/query.js';
import { scheduledExportLink } from '../model/scheduled-exports-list.js';
import type { RecipientUser, ScheduledExport, ScheduledExportsApi } from '../ports/scheduled-exports-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { FilterStore } from './filter-store.js';
import { ScheduledExportForm } from './scheduled-export-form.js';

const NOW = new Date(2024, 4, 15, 10); // a Wednesday
const ANN: RecipientUser = { id: 20, email: 'ann@example.com', name: 'Ann' };
const BOB: RecipientUser = { id: 21, email: 'bob@example.com', name: 'Bob' };

function setup(query: Record<string, string> = { dateDescriptor: 'sevenDays', groupId: '3' }, users: RecipientUser[] = [ANN, BOB]) {
  const adapter = createMemoryQueryAdapter(query);
  const filters = new FilterStore({ adapter, page: 'reviews', now: () => NOW });
  const saved = { id: 12 } as ScheduledExport;
  const api = {
    list: vi.fn<ScheduledExportsApi['list']>(),
    create: vi.fn<ScheduledExportsApi['create']>(async () => saved),
    update: vi.fn<ScheduledExportsApi['update']>(async () => saved),
    remove: vi.fn<ScheduledExportsApi['remove']>(),
    searchUsers: vi.fn<ScheduledExportsApi['searchUsers']>(async () => users),
  };
  const notifier = recordingNotifier();
  const onClose = vi.fn();
  const form = new ScheduledExportForm({ api, notifier, filters, exportType: 'reviews', onClose, now: () => NOW });
  return { adapter, api, filters, form, notifier, onClose };
}

async function fillIn(form: ScheduledExportForm) {
  form.setName('Weekly digest');
  await form.searchRecipients('a');
  form.addRecipient(ANN);
}

describe('ScheduledExportForm', () => {
  it('[P4-038] [P4-042] [P4-045] opens in create mode with the defaults', () => {
    const { form } = setup();
    expect(form.mode).toBe('create');
    expect([form.frequency, form.scheduledTime, form.weekday, form.dayOfMonth]).toEqual(['daily', '13:00', 'sunday', 1]);
    expect(form.dirty).toBe(false);
  });

  it('[P4-039] opens in edit mode from a row link (flyout_edit and export_id) with its settings', () => {
    const link = scheduledExportLink({
      id: 12, account_id: 10, display_name: 'Reviews', date_range_legend: 'month_to_date', filters: { group_id: 3 },
      recipient_user_ids: [20], recipient_emails: ['ann@example.com'], email_frequency: 'monthly', email_subject: 'Monthly',
      scheduled_time: '08:15', day_of_week: null, day_of_month: 31, export_type: 'reviews',
    });
    const { form } = setup(link.query);
    expect(form.mode).toBe('edit');
    expect(form.exportId).toBe(12);
    expect([form.name, form.frequency, form.scheduledTime, form.dayOfMonth]).toEqual(['Monthly', 'monthly', '08:15', 31]);
    expect(form.recipients).toEqual([{ id: 20, email: 'ann@example.com' }]);
    expect(form.dirty).toBe(false);
    expect(setup({ flyout_edit: 'true' }).form.mode).toBe('create');
  });

  it('[P4-043] changing frequency resets time, weekday and day of month', () => {
    const { form } = setup();
    form.setFrequency('weekly');
    form.setWeekday('friday');
    form.setScheduledTime('07:45');
    form.setFrequency('monthly');
    expect([form.scheduledTime, form.weekday, form.dayOfMonth]).toEqual(['13:00', 'sunday', 1]);
    form.setDayOfMonth('20');
    form.setFrequency('monthly');
    expect(form.dayOfMonth).toBe(20);
  });

  it('[P4-046] [P4-048] weekly: the next date is the chosen weekday strictly after today', () => {
    const { form } = setup();
    form.setFrequency('weekly');
    expect(form.nextDate).toBe('2024-05-19');
    form.setWeekday('wednesday');
    expect(form.nextDate).toBe('2024-05-22');
  });

  it('[P4-047] [P4-049] monthly: the next valid date with that day number', () => {
    const { form } = setup();
    form.setFrequency('monthly');
    expect(form.nextDate).toBe('2024-06-01');
    form.setDayOfMonth('31');
    expect(form.nextDate).toBe('2024-05-31');
    form.setDayOfMonth('');
    expect(form.nextDate).toBeNull();
  });

  it('[P5-021] [P5-022] [P5-023] the day-of-month input takes 1..31, allows empty, ignores the rest', () => {
    const { form } = setup();
    form.setDayOfMonth('12');
    form.setDayOfMonth('40');
    expect(form.dayOfMonth).toBe(12);
    form.setDayOfMonth('');
    expect(form.dayOfMonth).toBe('');
  });

  it('[P5-012] the name is at most 100 characters', () => {
    const { form } = setup();
    form.setName('n'.repeat(130));
    expect(form.name).toHaveLength(100);
  });

  it('[P5-013] [P5-014] [P5-018] Save needs a name and a recipient, else Fill out all sections', async () => {
    const { form } = setup();
    expect(form.canSave).toBe(false);
    expect(form.saveTooltip).toBe('Fill out all sections');
    form.setName('Digest');
    expect(form.canSave).toBe(false);
    await form.searchRecipients('a');
    form.addRecipient(ANN);
    expect(form.canSave).toBe(true);
    expect(form.saveTooltip).toBeNull();
    form.setName('  ');
    expect(form.canSave).toBe(false);
  });

  it('[P5-015] [P5-016] Save needs a schedule time (and the day the frequency needs)', async () => {
    const { form } = setup();
    await fillIn(form);
    form.setScheduledTime('');
    expect(form.canSave).toBe(false);
    form.setScheduledTime('25:00');
    expect(form.scheduledTime).toBe('');
    form.setScheduledTime('06:30');
    expect(form.canSave).toBe(true);
    form.setFrequency('monthly');
    form.setDayOfMonth('');
    expect(form.canSave).toBe(false);
  });

  it('[P5-017] Save is disabled while saving', async () => {
    const { api, form } = setup();
    await fillIn(form);
    let release: () => void = () => undefined;
    api.create.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({ id: 1 } as ScheduledExport))));
    const saving = form.save();
    expect(form.saving).toBe(true);
    expect(form.canSave).toBe(false);
    expect(form.saveTooltip).toBe('Fill out all sections');
    release();
    await saving;
    expect(form.saving).toBe(false);
  });

  it('[P5-019] [P5-020] allTime, custom and twoYears ranges block scheduling with their message', async () => {
    for (const [descriptor, message] of [
      ['allTime', 'All time date option is not supported'],
      ['custom', 'Select a preset date option'],
      ['twoYears', 'Select a preset date option'],
    ] as const) {
      const { form } = setup({ dateDescriptor: descriptor });
      await fillIn(form);
      expect(form.blockedReason).toBe(message);
      expect(form.canSave).toBe(false);
      expect(form.saveTooltip).toBe(message);
    }
  });

  it('[P5-024] only found account users can be recipients', async () => {
    const { form } = setup();
    expect(form.addRecipient(ANN)).toBe(false);
    expect(form.recipientError).toBe('not_a_user');
    await form.searchRecipients('a');
    expect(form.addRecipient(ANN)).toBe(true);
    expect(form.addRecipient(ANN)).toBe(false);
    expect(form.recipientError).toBe('duplicate');
    form.removeRecipient(20);
    expect(form.recipients).toEqual([]);
  });

  it('[P5-025] a typed e-mail must match the pattern and be among the found users', async () => {
    const { form } = setup();
    await form.searchRecipients('b');
    expect(form.addRecipientByEmail('not-an-email')).toBe(false);
    expect(form.recipientError).toBe('invalid_email');
    expect(form.addRecipientByEmail('zed@example.com')).toBe(false);
    expect(form.recipientError).toBe('not_a_user');
    expect(form.addRecipientByEmail(' BOB@example.com ')).toBe(true);
    expect(form.recipients).toEqual([BOB]);
  });

  it('[P8-046] no users in the account: No users found in account. for 5 s', async () => {
    const { form, notifier } = setup(undefined, []);
    await form.searchRecipients('zz');
    expect(notifier.notes).toEqual([{ level: 'info', message: 'No users found in account.', durationMs: 5000 }]);
  });

  it('a recipient search answered after the flyout has gone is dropped: no list, no notice', async () => {
    const found = setup();
    const search = found.form.searchRecipients('a');
    found.form.dispose();
    await search;
    expect(found.form.foundUsers).toEqual([]);
    const none = setup(undefined, []);
    const empty = none.form.searchRecipients('zz');
    none.form.dispose();
    await empty;
    expect(none.notifier.notes).toEqual([]);
  });

  it('[P7-047] [P8-038] create posts the payload, shows Scheduled Export saved (5 s) and closes', async () => {
    const { api, form, notifier, onClose } = setup({ dateDescriptor: 'sevenDays', groupId: '3', rating: '4,5', sentiment: 'negative' });
    await fillIn(form);
    form.setFrequency('weekly');
    form.setWeekday('monday');
    await form.save();
    expect(api.create).toHaveBeenCalledWith({
      date_range_legend: 'seven_days',
      filters: { group_id: 3, rating: [4, 5], sentiment: -1 },
      recipient_user_ids: [20],
      email_frequency: 'weekly',
      email_subject: 'Weekly digest',
      scheduled_time: '13:00',
      day_of_week: 'monday',
      day_of_month: null,
      export_type: 'reviews',
    });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Scheduled Export saved', durationMs: 5000 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[P7-048] [P8-039] edit patches the export, shows Scheduled Export updated and clears the flyout URL state', async () => {
    const { adapter, api, form, notifier } = setup({
      dateDescriptor: 'mtd', flyout_edit: 'true', export_id: '12', email_subject: 'Old', email_frequency: 'daily',
      scheduled_time: '13:00', recipient_user_ids: '20', recipient_emails: 'ann@example.com',
    });
    form.setName('New');
    await form.save();
    expect(api.update).toHaveBeenCalledWith(12, expect.objectContaining({ email_subject: 'New', date_range_legend: 'month_to_date', recipient_user_ids: [20] }));
    expect(notifier.notes[0]).toEqual({ level: 'success', message: 'Scheduled Export updated', durationMs: 5000 });
    expect(adapter.get()).toEqual({ dateDescriptor: 'mtd' });
  });

  it('[P8-040] [P8-041] failures: Could not save / Could not update Scheduled Export', async () => {
    const created = setup();
    created.api.create.mockRejectedValueOnce(new Error('500'));
    await fillIn(created.form);
    await created.form.save();
    expect(created.notifier.notes.at(-1)).toEqual({ level: 'alert', message: 'Could not save Scheduled Export', durationMs: 5000 });
    expect(created.onClose).not.toHaveBeenCalled();

    const edited = setup({ dateDescriptor: 'mtd', flyout_edit: 'true', export_id: '12', email_subject: 'Old', recipient_user_ids: '20' });
    edited.api.update.mockRejectedValueOnce(new Error('500'));
    await edited.form.save();
    expect(edited.notifier.notes.at(-1)).toEqual({ level: 'alert', message: 'Could not update Scheduled Export', durationMs: 5000 });
  });

  it('[P4-040] closing with unsaved changes asks: Keep Editing keeps them, Discard Changes drops them and closes', () => {
    const { form, onClose } = setup();
    form.setName('Draft');
    expect(form.dirty).toBe(true);
    form.requestClose();
    expect(form.confirmOpen).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    form.keepEditing();
    expect([form.confirmOpen, form.name]).toEqual([false, 'Draft']);
    form.requestClose();
    form.discardChanges();
    expect([form.confirmOpen, form.name, form.dirty]).toEqual([false, '', false]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[P4-041] closing without changes closes directly; changing back to the original is no change', () => {
    const { form, onClose } = setup();
    form.setName('x');
    form.setName('');
    expect(form.dirty).toBe(false);
    form.requestClose();
    expect(form.confirmOpen).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
