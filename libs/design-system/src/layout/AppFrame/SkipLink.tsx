import type { MouseEventHandler } from 'react';
import '../../theme/tokens.css';
import './AppFrame.css';

export interface SkipLinkProps {
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** "Skip to main content", shown only while it has focus (a static stylesheet: it paints before MUI loads). */
export function SkipLink({ href, onClick }: SkipLinkProps) {
  return (
    <a className="locus-skip-link" href={href} {...(onClick ? { onClick } : {})}>
      Skip to main content
    </a>
  );
}
