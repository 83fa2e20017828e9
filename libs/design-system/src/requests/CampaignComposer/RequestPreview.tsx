import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FeedbackType, RequestType } from '../request-view-types.js';
import type { CampaignComposerProps } from './composer-props.js';

export interface RequestPreviewProps {
  requestType: RequestType;
  preview: CampaignComposerProps['preview'];
  headerText: string;
  /** The uploaded header image, when it is used. */
  headerImageUrl: string | null;
  layoutId: 1 | 2 | 3;
  feedbackType: FeedbackType;
}

const NPS_SCALE = Array.from({ length: 11 }, (_, score) => score);

/** The sample question: 0-10 boxes or five stars, drawn only (the real ones are on the landing page). */
function SampleQuestion({ feedbackType }: { feedbackType: FeedbackType }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p">
        How was your visit?
      </Typography>
      {feedbackType === 'nps' ? (
        <Stack
          direction="row"
          aria-label="A scale from 0 to 10"
          role="img"
          sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}
        >
          {NPS_SCALE.map((score) => (
            <Box
              key={score}
              sx={{
                width: 22,
                height: 22,
                border: 1,
                borderColor: 'divider',
                borderRadius: 0.5,
                typography: 'caption',
                textAlign: 'center',
                lineHeight: '22px',
              }}
            >
              {score}
            </Box>
          ))}
        </Stack>
      ) : (
        <Stack direction="row" role="img" aria-label="Five stars" sx={{ mt: 1, color: 'warning.main' }}>
          {NPS_SCALE.slice(0, 5).map((star) => (
            <StarBorderIcon key={star} />
          ))}
        </Stack>
      )}
      <Box
        sx={{
          display: 'inline-block',
          mt: 2,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          typography: 'button',
        }}
      >
        Leave your feedback
      </Box>
    </Box>
  );
}

function EmailPreview(props: RequestPreviewProps) {
  const { preview } = props;
  const image = props.headerImageUrl && props.layoutId !== 3 ? props.headerImageUrl : null;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover', typography: 'body2', overflowWrap: 'anywhere' }}>
        <div>
          <strong>From:</strong> {preview.senderName}
        </div>
        <div>
          <strong>Subject:</strong> {preview.subject}
        </div>
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: props.layoutId === 2 ? 'row' : 'column', gap: 2 }}>
        {image ? (
          <Box
            component="img"
            src={image}
            alt=""
            sx={{
              width: props.layoutId === 2 ? 96 : '100%',
              maxHeight: 140,
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          {props.headerText ? (
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {props.headerText}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.body}
          </Typography>
          <SampleQuestion feedbackType={props.feedbackType} />
        </Box>
      </Box>
    </Paper>
  );
}

function SmsPreview({ preview }: RequestPreviewProps) {
  return (
    <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {preview.senderName}
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          p: 1.5,
          maxWidth: 280,
          borderRadius: 3,
          borderTopLeftRadius: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.body}
        </Typography>
      </Box>
    </Box>
  );
}

/** What a sample customer receives, redrawn as the draft changes. */
export function RequestPreview(props: RequestPreviewProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.requestType === 'email' ? 'E-mail preview' : 'Text message preview'}
      </Typography>
      {props.requestType === 'email' ? <EmailPreview {...props} /> : <SmsPreview {...props} />}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Shown with a sample customer; each customer sees their own name.
      </Typography>
    </Box>
  );
}
