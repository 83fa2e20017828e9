// The toast queue: one toast on screen at a time (P4-076), the rest wait in order. Plain TypeScript
// with no React, so stores and non-React code can push toasts and tests can drive it with fake timers.
import { TOAST_DEFAULT_DURATION, TOAST_FADE_MS } from '../../theme/constants.js';

/** P4-069 */
export type ToastLevel = 'alert' | 'info' | 'success' | 'custom';

export interface ToastInput {
  level: ToastLevel;
  message: string;
  /** The server's error text; an alert appends it after a colon (P4-077). */
  serverText?: string;
  /** ms on screen; zero or less means it stays until its close button is used (P4-071). */
  duration?: number;
}

export type ToastPhase = 'visible' | 'leaving';

export interface ToastView {
  id: number;
  level: ToastLevel;
  text: string;
  duration: number;
  phase: ToastPhase;
  /** Positive durations also dismiss on a click on the toast (P4-073). */
  dismissOnClick: boolean;
}

export interface ToastQueueOptions {
  defaultDuration?: number;
  fadeMs?: number;
}

export interface ToastQueue {
  push(input: ToastInput): number;
  /** Close the toast with this id (the current one when omitted); a waiting one is dropped. */
  dismiss(id?: number): void;
  /** A click on the toast body: dismisses only toasts with a positive duration (P4-071, P4-073). */
  click(id: number): void;
  current(): ToastView | null;
  waiting(): number;
  /** The app passes the stored setting here (P4-075); applies to toasts shown afterwards. */
  setDefaultDuration(ms: number): void;
  subscribe(listener: () => void): () => void;
  clear(): void;
}

export function formatToastText(input: Pick<ToastInput, 'level' | 'message' | 'serverText'>): string {
  return input.level === 'alert' && input.serverText
    ? `${input.message}: ${input.serverText}`
    : input.message;
}

interface Waiting {
  id: number;
  input: ToastInput;
}

export function createToastQueue(options: ToastQueueOptions = {}): ToastQueue {
  let defaultDuration = options.defaultDuration ?? TOAST_DEFAULT_DURATION;
  const fadeMs = options.fadeMs ?? TOAST_FADE_MS;
  const queue: Waiting[] = [];
  const listeners = new Set<() => void>();
  let shown: ToastView | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;

  const notify = () => listeners.forEach((listener) => listener());
  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  function showNext() {
    const next = queue.shift();
    if (!next) return;
    const duration = next.input.duration ?? defaultDuration;
    shown = {
      id: next.id,
      level: next.input.level,
      text: formatToastText(next.input),
      duration,
      phase: 'visible',
      dismissOnClick: duration > 0,
    };
    if (duration > 0) timer = setTimeout(() => dismiss(next.id), duration);
    notify();
  }

  function dismiss(id?: number) {
    if (shown && (id === undefined || id === shown.id)) {
      if (shown.phase === 'leaving') return;
      stopTimer();
      shown = { ...shown, phase: 'leaving' };
      notify();
      // The next toast waits for the fade-out (P4-070) so two are never on screen (P4-076).
      timer = setTimeout(() => {
        timer = undefined;
        shown = null;
        notify();
        showNext();
      }, fadeMs);
      return;
    }
    const index = queue.findIndex((w) => w.id === id);
    if (index >= 0) queue.splice(index, 1);
  }

  return {
    push(input) {
      const id = nextId++;
      queue.push({ id, input });
      if (!shown) showNext();
      return id;
    },
    dismiss,
    click(id) {
      if (shown?.id === id && shown.dismissOnClick) dismiss(id);
    },
    current: () => shown,
    waiting: () => queue.length,
    setDefaultDuration(ms) {
      defaultDuration = ms;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      stopTimer();
      queue.length = 0;
      shown = null;
      notify();
    },
  };
}
