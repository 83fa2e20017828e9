import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type NoticeSeverity = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  severity: NoticeSeverity;
  children: ReactNode;
}

const Box = styled('div')<{ severity: NoticeSeverity }>(({ theme, severity }) => ({
  ...theme.typography.body2,
  padding: '10px 16px',
  borderRadius: theme.shape.borderRadius,
  borderLeft: `4px solid ${theme.palette[severity].main}`,
  color: theme.palette[severity].dark,
  backgroundColor: theme.palette.background.default,
}));

/**
 * A message above a form (the server's refusal, a notice): MUI's Alert without its icons and close
 * button, so the signed-out pages need no icon set. Announced like Alert (role="alert").
 */
export function Notice({ severity, children }: NoticeProps) {
  return (
    <Box role="alert" severity={severity}>
      {children}
    </Box>
  );
}
