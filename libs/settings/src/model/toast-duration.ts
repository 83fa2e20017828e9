import type { FieldErrors, FormValues } from './form-view.js';

export type ToastDurationField = 'duration';
export type ToastDurationValues = FormValues<ToastDurationField>;

/** P4-074: what toasts use until the user picks another. */
export const DEFAULT_TOAST_DURATION_MS = 4000;
export const TOAST_DURATION_SAVED = 'Notification duration saved.';

/** The choices offered: the default, shorter and longer, and 0 = until closed (P4-071). */
export const TOAST_DURATION_CHOICES: readonly { value: string; label: string }[] = [
  { value: '2000', label: '2 seconds' },
  { value: '3000', label: '3 seconds' },
  { value: '4000', label: '4 seconds (default)' },
  { value: '5000', label: '5 seconds' },
  { value: '8000', label: '8 seconds' },
  { value: '15000', label: '15 seconds' },
  { value: '0', label: 'Until I close it' },
];

/** The stored setting as the field's value: null (never set) is the default (P4-074). */
export function toastDurationValues(stored: number | null): ToastDurationValues {
  return { duration: String(stored ?? DEFAULT_TOAST_DURATION_MS) };
}

/** The duration the toasts use, from the field's value. */
export function toastDurationMs(values: ToastDurationValues): number {
  return Number(values.duration);
}

export function toastDurationErrors(values: ToastDurationValues): FieldErrors<ToastDurationField> {
  return TOAST_DURATION_CHOICES.some((choice) => choice.value === values.duration) ? {} : { duration: 'Choose a duration from the list.' };
}

export const toastFieldOf = (field: string): ToastDurationField | null => (field === 'toast_duration_ms' ? 'duration' : null);
