import { PlainLink } from '@locus/design-system';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

/** An in-app text link (router navigation, basename-aware). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <PlainLink as={RouterLink} href={href}>
      {children}
    </PlainLink>
  );
}
