import Box from '@mui/material/Box';
import { routeClick } from '../../utils/link-click.js';

export interface RequestReviewsTabProps {
  label: string;
  href: string;
  active: boolean;
}

export interface RequestReviewsTabsProps {
  tabs: RequestReviewsTabProps[];
  /** The app's router navigation; without it the links load the page. */
  onNavigate?: (href: string) => void;
  /** The landmark's name for screen readers. */
  label?: string;
}

/**
 * The Ask for Reviews section's tab bar. Each tab is its own page, so it is a navigation landmark of links
 * with `aria-current="page"` (not ARIA tabs, which switch panels in place). On a phone the row scrolls
 * sideways inside itself, never the page.
 */
export function RequestReviewsTabs({ tabs, onNavigate, label = 'Ask for Reviews pages' }: RequestReviewsTabsProps) {
  return (
    <Box component="nav" aria-label={label} sx={NAV_SX}>
      <Box component="ul" sx={LIST_SX}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Box
              component="a"
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              onClick={routeClick(tab.href, onNavigate)}
              sx={LINK_SX}
            >
              {tab.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

const NAV_SX = {
  // The row scrolls within the bar: the page itself never gets wider than a phone.
  overflowX: 'auto',
  maxWidth: '100%',
  borderBottom: 1,
  borderColor: 'divider',
  mb: 3,
} as const;

const LIST_SX = { display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' } as const;

const LINK_SX = {
  display: 'inline-block',
  px: 2,
  py: 1.5,
  color: 'text.secondary',
  fontWeight: 500,
  textDecoration: 'none',
  borderBottom: 2,
  borderColor: 'transparent',
  '&:hover': { color: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
} as const;
