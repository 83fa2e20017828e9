import { PageHeader } from '@locus/design-system';
import type { ReactNode } from 'react';
import { PAGE_TITLES } from '../../app/page-titles';

/** TEMP: the web-compose helper's frame (header and tab bar) replaces this copy at integration. */
export function RequestReviewsFrame({ routeId, children }: { routeId: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={PAGE_TITLES[routeId] ?? 'Ask for Reviews'} />
      {children}
    </>
  );
}
