import Box from '@mui/material/Box';

export interface ProductLogoProps {
  productName: string;
  /** Only the mark, for the collapsed menu. */
  compact?: boolean;
}

/** The product's own logo, used unless the account is white-labelled (P2-086). */
export function ProductLogo({ productName, compact = false }: ProductLogoProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={productName}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 27 L8 16 H20 Z" fill="currentColor" />
      </svg>
      {compact ? null : (
        <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.5 }}>
          {productName}
        </Box>
      )}
    </Box>
  );
}
