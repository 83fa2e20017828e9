import CloseIcon from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_FADE_MS, Z_INDEX } from '../../theme/constants.js';
import type { ToastLevel, ToastQueue } from './toast-queue.js';

export interface ToastHostProps {
  /** Where toasts come from; anything (a store, a plain function) may push to it. */
  queue: ToastQueue;
  /** The stored default-duration setting (P4-075); 4000 ms when absent (P4-074). */
  defaultDuration?: number;
  closeLabel?: string;
}

// 'custom' borrows the neutral info colour, outlined and without an icon.
const SEVERITY: Record<ToastLevel, AlertColor> = {
  alert: 'error',
  info: 'info',
  success: 'success',
  custom: 'info',
};

/** Renders the queue's current toast, one at a time (P4-076), fading in and out in 120 ms (P4-070). */
export function ToastHost({ queue, defaultDuration, closeLabel = 'Close notification' }: ToastHostProps) {
  const toast = useSyncExternalStore(queue.subscribe, queue.current, queue.current);

  useEffect(() => {
    if (defaultDuration !== undefined) queue.setDefaultDuration(defaultDuration);
  }, [queue, defaultDuration]);

  if (!toast) return null;
  const custom = toast.level === 'custom';
  return (
    <Box
      sx={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: Z_INDEX.toast,
        maxWidth: 560,
      }}
    >
      <Fade in={toast.phase === 'visible'} appear timeout={TOAST_FADE_MS}>
        <Alert
          data-level={toast.level}
          role={toast.level === 'alert' ? 'alert' : 'status'}
          severity={SEVERITY[toast.level]}
          variant={custom ? 'outlined' : 'filled'}
          icon={custom ? false : undefined}
          onClick={() => queue.click(toast.id)}
          sx={{
            cursor: toast.dismissOnClick ? 'pointer' : 'default',
            boxShadow: 3,
            bgcolor: custom ? 'background.paper' : undefined,
          }}
          action={
            <IconButton
              aria-label={closeLabel}
              color="inherit"
              size="small"
              onClick={(event) => {
                event.stopPropagation();
                queue.dismiss(toast.id);
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {toast.text}
        </Alert>
      </Fade>
    </Box>
  );
}
