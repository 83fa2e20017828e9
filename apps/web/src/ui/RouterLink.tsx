import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A router link that takes `href` like an anchor, so design-system views (which render links with an
 * `href`) get basename-aware URLs (/as/{id}/...) and router navigation.
 */
export function RouterLink({
  href,
  ref,
  ...rest
}: Omit<LinkProps, 'to'> & { href: string; ref?: Ref<HTMLAnchorElement> }) {
  return <Link ref={ref} to={href} {...rest} />;
}
