import { EmptyState, PageHeader } from '@locus/design-system';

/** The frame of a page whose feature is not built yet: its title and an honest note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Coming soon" description={`${title} is not built yet. It will appear here.`} />
    </>
  );
}
