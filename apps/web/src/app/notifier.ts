import type { ToastQueue } from '@locus/design-system';
import type { ErrorReporter, Notifier } from '@locus/resources';

/** The resource layer's Notifier port, shown as the design system's toasts. */
export function createToastNotifier(toasts: ToastQueue): Notifier {
  return {
    alert: (message, serverText, options) =>
      void toasts.push({
        level: 'alert',
        message,
        ...(serverText ? { serverText } : {}),
        ...(options?.durationMs ? { duration: options.durationMs } : {}),
      }),
    info: (message, options) =>
      void toasts.push({
        level: 'info',
        message,
        ...(options?.durationMs ? { duration: options.durationMs } : {}),
      }),
    success: (message, options) =>
      void toasts.push({
        level: 'success',
        message,
        ...(options?.durationMs ? { duration: options.durationMs } : {}),
      }),
  };
}

/** Error monitoring until a vendor is chosen: the browser console. */
export function createConsoleReporter(log: (...args: unknown[]) => void = console.error): ErrorReporter {
  return { report: (error, context) => log('[locus]', error, context ?? {}) };
}
