import Box from '@mui/material/Box';
import { PageHeader, RequestReviewsTabs } from '@locus/design-system';
import { requestReviewsTabs } from '@locus/requests';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRouteHandle } from '../../app/use-route-handle';

/**
 * The frame of every Ask for Reviews page: the section's header, its tab bar with the current route's tab
 * active (the route handle's id, or `routeId` when given), then the page body.
 */
export function RequestReviewsFrame({ children, routeId }: { children: ReactNode; routeId?: string }) {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const current = routeId ?? handle?.routeId ?? '';
  const onNavigate = (href: string) => void navigate(href);
  return (
    <Box>
      <PageHeader title="Ask for Reviews" />
      <RequestReviewsTabs tabs={requestReviewsTabs(current)} onNavigate={onNavigate} />
      {children}
    </Box>
  );
}
