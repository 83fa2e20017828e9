import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

/** An in-app text link (router navigation, basename-aware). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} href={href} underline="hover">
      {children}
    </Link>
  );
}
