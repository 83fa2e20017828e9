import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Z_INDEX } from '../../theme/constants.js';
import { flyoutWidth } from './flyout-width.js';

export interface FlyoutProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The current path: a change closes the flyout (P2-140)... */
  pathname?: string;
  /** ...unless it is being edited (the flyout_edit query flag, P2-141). */
  keepOnPathChange?: boolean;
  /** Told when the flyout opens or closes, so the app can collapse the navigation (P2-142). */
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
}

/** Right side panel with a header, a scrolling body and an optional footer (P2-137..P2-139). */
export function Flyout(props: FlyoutProps) {
  const {
    open,
    title,
    onClose,
    children,
    footer,
    pathname,
    keepOnPathChange,
    onOpenChange,
    closeLabel = 'Close',
  } = props;
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();

  // Callbacks in refs: a new closure from the parent must not count as a path change.
  const latest = useRef({ onClose, onOpenChange, keepOnPathChange, open });
  latest.current = { onClose, onOpenChange, keepOnPathChange, open };

  const previousPath = useRef(pathname);
  useEffect(() => {
    const changed = previousPath.current !== pathname;
    previousPath.current = pathname;
    const { open: isOpen, keepOnPathChange: keep, onClose: close } = latest.current;
    if (changed && isOpen && !keep) close();
  }, [pathname]);

  useEffect(() => {
    latest.current.onOpenChange?.(open);
  }, [open]);

  if (!open) return null;
  return (
    <Paper
      component="aside"
      role="complementary"
      aria-labelledby={titleId}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: flyoutWidth(small),
        zIndex: Z_INDEX.flyout,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box data-testid="flyout-body" sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>
        {children}
      </Box>
      {footer ? (
        <>
          <Divider />
          <Box
            component="footer"
            sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5 }}
          >
            {footer}
          </Box>
        </>
      ) : null}
    </Paper>
  );
}
