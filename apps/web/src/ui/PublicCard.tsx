import { ProductLogo } from '@locus/design-system';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAppEnv } from '../app/contexts';

export interface PublicCardProps {
  title: string;
  children: ReactNode;
  /** Wider cards for pages with tables (triage). */
  wide?: boolean;
}

/** The frame of the signed-out pages: the product's logo and a card with the page. */
export function PublicCard({ title, children, wide = false }: PublicCardProps) {
  const { productName } = useAppEnv();
  return (
    <Box
      sx={{
        minHeight: '90vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        py: 4,
      }}
    >
      <Box sx={{ color: 'primary.main' }}>
        <ProductLogo productName={productName} />
      </Box>
      <Paper sx={{ width: '100%', maxWidth: wide ? 960 : 440, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
