import './ProductLogo.css';

export interface ProductLogoProps {
  productName: string;
  /** Only the mark, for the collapsed menu. */
  compact?: boolean;
}

/**
 * The product's own logo, used unless the account is white-labelled (P2-086). Styled by a static
 * stylesheet: the signed-out frame shows it before MUI loads.
 */
export function ProductLogo({ productName, compact = false }: ProductLogoProps) {
  return (
    <span className="locus-product-logo" role="img" aria-label={productName}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 27 L8 16 H20 Z" fill="currentColor" />
      </svg>
      {compact ? null : (
        <span className="locus-product-logo__name" aria-hidden>
          {productName}
        </span>
      )}
    </span>
  );
}
