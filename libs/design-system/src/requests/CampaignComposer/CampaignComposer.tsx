import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../../states/Skeletons/BusyRegion.js';
import { AutosaveLine } from './AutosaveLine.js';
import type { CampaignComposerProps } from './composer-props.js';
import { FollowUpSections } from './FollowUpSections.js';
import { LocationChannelSection } from './LocationChannelSection.js';
import { MessageSection } from './MessageSection.js';
import { RequestPreview } from './RequestPreview.js';
import { ReviewSitesSection } from './ReviewSitesSection.js';
import { SenderSection } from './SenderSection.js';

function ComposerSkeleton() {
  return (
    <BusyRegion label="Loading your draft">
      {[120, 320, 160].map((height) => (
        <Skeleton key={height} variant="rounded" height={height} sx={{ mb: 2 }} />
      ))}
    </BusyRegion>
  );
}

/**
 * The draft of a review request: its settings in cards, autosaved, with a live preview beside them on wide
 * screens and below them on phones.
 */
export function CampaignComposer(props: CampaignComposerProps) {
  if (props.status === 'error')
    return (
      <ErrorState message={props.loadError ?? 'Your draft could not be loaded.'} onRetry={props.onRetry} />
    );
  if (props.status === 'loading') return <ComposerSkeleton />;
  const imageUrl =
    props.useHeaderImage && props.headerImage.state === 'complete' ? props.headerImage.url : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(280px, 380px)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <AutosaveLine saving={props.saving} saveError={props.saveError} />
        <LocationChannelSection {...props} />
        <MessageSection {...props} />
        <SenderSection {...props} />
        <ReviewSitesSection {...props} />
        <FollowUpSections {...props} />
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 }, minWidth: 0 }}>
        <RequestPreview
          requestType={props.requestType}
          preview={props.preview}
          headerText={props.headerText}
          headerImageUrl={imageUrl}
          layoutId={props.layoutId}
          feedbackType={props.feedbackType}
        />
      </Box>
    </Box>
  );
}
