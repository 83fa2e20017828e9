import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface AppFrameProps {
  /** The side menu. */
  menu: ReactNode;
  /** The app hides the menu when signed out and on /error (P2-078, P2-079). */
  menuHidden?: boolean;
  /** Slot for the open flyout, if any. */
  flyout?: ReactNode;
  children: ReactNode;
}

/** The signed-in page layout: side menu, the page, and a flyout slot on the right. */
export function AppFrame({ menu, menuHidden = false, flyout, children }: AppFrameProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {menuHidden ? null : menu}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
      {flyout}
    </Box>
  );
}
