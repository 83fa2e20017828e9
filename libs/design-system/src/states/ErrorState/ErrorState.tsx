import { mdiAlertCircleOutline } from '@mdi/js';
import { LightButton } from '../../inputs/LightButton/LightButton.js';
import { StateMessage } from '../StateMessage/StateMessage.js';

export interface ErrorStateProps {
  title?: string;
  /** The spec's message for the failed load, e.g. 'Unable to load groups at this time...'. */
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Shown in place of content that failed to load. Static CSS: no MUI, like the list it replaces. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try Again',
}: ErrorStateProps) {
  return (
    <StateMessage
      role="alert"
      iconPath={mdiAlertCircleOutline}
      title={title}
      description={message}
      action={
        onRetry ? (
          <LightButton variant="outlined" size="medium" onClick={onRetry}>
            {retryLabel}
          </LightButton>
        ) : null
      }
    />
  );
}
