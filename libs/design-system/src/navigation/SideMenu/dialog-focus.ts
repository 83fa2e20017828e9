// The modal <dialog>'s helpers: jsdom has no showModal()/close(), and a browser lets Tab leave a modal
// dialog for its own toolbar; the menu keeps focus inside, as MUI's focus trap did.
import type { KeyboardEvent } from 'react';

/** Opens the dialog as a modal; returns what had focus, for closeDialog to give it back. */
export function showDialog(dialog: HTMLDialogElement): Element | null {
  const opener = document.activeElement;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  return opener;
}

/** Closes the dialog; focus goes back to its opener (browsers do so themselves, jsdom does not). */
export function closeDialog(dialog: HTMLDialogElement, opener: Element | null): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
  const lost = document.activeElement === document.body || dialog.contains(document.activeElement);
  if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE);
  const first = controls[0];
  const last = controls[controls.length - 1];
  const edge = event.shiftKey ? first : last;
  if (!first || !last || document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
