import type { ReactNode } from 'react';
import { routeClick } from '../utils/link-click.js';
import type { OnNavigate } from './banner-view-types.js';

/** A banner's button-styled link, routed through the app when it gives `onNavigate`. */
export interface BannerLinkProps {
  href: string;
  onNavigate: OnNavigate;
  outlined?: boolean;
  /** A fuller name for screen readers, starting with the visible text. */
  label?: string;
  children: ReactNode;
}

export function BannerLink({ href, onNavigate, outlined = false, label, children }: BannerLinkProps) {
  return (
    <a
      className={outlined ? 'locus-banner__button locus-banner__button--outlined' : 'locus-banner__button'}
      href={href}
      aria-label={label}
      onClick={routeClick(href, onNavigate)}
    >
      {children}
    </a>
  );
}
