import { PublicFrame } from '@locus/design-system';
import type { ReactNode } from 'react';
import { useAppEnv } from '../app/contexts';

export interface PublicCardProps {
  title: string;
  children: ReactNode;
  /** Wider cards for pages with tables (triage). */
  wide?: boolean;
}

/** The frame of the signed-out pages with the product's (or white-label's) name. */
export function PublicCard({ title, children, wide = false }: PublicCardProps) {
  const { productName } = useAppEnv();
  return (
    <PublicFrame productName={productName} title={title} wide={wide}>
      {children}
    </PublicFrame>
  );
}
