import Box from '@mui/material/Box';
import { keyframes, lighten } from '@mui/material/styles';

export interface LoadingBarProps {
  /** The accessible name of the progress bar. */
  label?: string;
  /** Pinned to the top of the viewport, above everything (a page or route loading). */
  fixed?: boolean;
}

// The sweep of MUI's indeterminate LinearProgress, whose module (two bars, buffer and determinate
// variants) is several times the size of this one; the app's first load shows this bar.
const sweep = keyframes`
  0% { left: -35%; right: 100%; }
  60%, 100% { left: 100%; right: -90%; }
`;

/** An indeterminate 4 px progress bar in the primary colour. */
export function LoadingBar({ label = 'Loading', fixed = false }: LoadingBarProps) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={(theme) => ({
        position: fixed ? 'fixed' : 'relative',
        ...(fixed ? { top: 0, left: 0, right: 0 } : {}),
        height: 4,
        overflow: 'hidden',
        bgcolor: lighten(theme.palette.primary.main, 0.62),
      })}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          bgcolor: 'primary.main',
          animation: `${sweep} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
        }}
      />
    </Box>
  );
}
