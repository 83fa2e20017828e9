import { ErrorState } from '@locus/design-system';
import { Themed } from './Themed';

/** The design system's error state for a page that could not be shown, with a reload. */
export default function RouteErrorView({ message }: { message: string }) {
  return (
    <Themed>
      <ErrorState
        title="This page could not be loaded"
        message={message}
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    </Themed>
  );
}
