import Box from '@mui/material/Box';
import { useFeature } from '@locus/auth';
import { PageHeader, RequestReviewsTabs } from '@locus/design-system';
import { requestReviewsTabs } from '@locus/requests';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRouteHandle } from '../../app/use-route-handle';

/**
 * The frame of every Ask for Reviews page: the section's header, its tab bar with the current route's tab
 * active (the route handle's id, or `routeId` when given; Microsurveys with the account setting), then the page body.
 */
export function RequestReviewsFrame({ children, routeId }: { children: ReactNode; routeId?: string }) {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const current = routeId ?? handle?.routeId ?? '';
  const onNavigate = (href: string) => void navigate(href);
  // The Microsurveys tab only for accounts with the setting (every microsurvey call needs it).
  const microsurveys = useFeature('microsurveys');
  return (
    <Box>
      <PageHeader title="Ask for Reviews" />
      <RequestReviewsTabs tabs={requestReviewsTabs(current, { microsurveys })} onNavigate={onNavigate} />
      {children}
    </Box>
  );
}
