import { useStoreValue } from '@locus/resources';
import type { Frequency, Weekday } from '../model/schedule.js';
import { FREQUENCIES, FREQUENCY_LABELS, WEEKDAYS } from '../model/schedule.js';
import type { RecipientUser } from '../ports/scheduled-exports-api.js';
import type { ScheduledExportForm } from '../store/scheduled-export-form.js';

const FREQUENCY_OPTIONS = FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** The Schedule Export flyout's view model (fields, derived state, handlers; no markup). */
export function useScheduledExportForm(form: ScheduledExportForm) {
  const state = useStoreValue(() => ({
    mode: form.mode,
    name: form.name,
    frequency: form.frequency,
    scheduledTime: form.scheduledTime,
    weekday: form.weekday,
    dayOfMonth: form.dayOfMonth === '' ? '' : String(form.dayOfMonth),
    nextDate: form.nextDate,
    recipients: form.recipients.map((r) => ({ ...r })),
    foundUsers: form.foundUsers.map((r) => ({ ...r })),
    recipientError: form.recipientError,
    saving: form.saving,
    saveDisabled: !form.canSave,
    saveTooltip: form.saveTooltip,
    blockedReason: form.blockedReason,
    confirmOpen: form.confirmOpen,
    dirty: form.dirty,
  }));
  return {
    ...state,
    frequencyOptions: FREQUENCY_OPTIONS,
    weekdayOptions: WEEKDAYS,
    onNameChange: (value: string) => form.setName(value),
    onFrequencyChange: (value: Frequency) => form.setFrequency(value),
    onTimeChange: (value: string) => form.setScheduledTime(value),
    onWeekdayChange: (value: Weekday) => form.setWeekday(value),
    onDayOfMonthChange: (value: string) => form.setDayOfMonth(value),
    onRecipientSearch: (keywords: string) => void form.searchRecipients(keywords),
    onRecipientAdd: (user: RecipientUser) => form.addRecipient(user),
    onRecipientEmail: (email: string) => form.addRecipientByEmail(email),
    onRecipientRemove: (id: number) => form.removeRecipient(id),
    onSave: () => void form.save(),
    onClose: () => form.requestClose(),
    onKeepEditing: () => form.keepEditing(),
    onDiscardChanges: () => form.discardChanges(),
  };
}
