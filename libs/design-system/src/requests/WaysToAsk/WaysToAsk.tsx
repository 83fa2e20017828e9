import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SettingsSection } from '../../layout/SettingsSection/SettingsSection.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../../states/Skeletons/BusyRegion.js';
import { visuallyHidden } from '../../theme/visually-hidden.js';
import { PrintableReviewCard } from './PrintableReviewCard.js';
import { qrFileName } from './qr-download.js';
import { ReviewLinkField } from './ReviewLinkField.js';
import { ReviewQrCode } from './ReviewQrCode.js';
import { SignatureSnippet } from './SignatureSnippet.js';

/** A location to choose; a disabled one says why in `hint`. */
export interface WaysToAskLocationOption {
  value: number;
  label: string;
  disabled?: boolean;
  hint?: string;
}

/** The view model WaysToAskView of libs/requests (requests-view-models.md, 10). */
export interface WaysToAskProps {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  locationOptions: WaysToAskLocationOption[];
  locationId: number | null;
  /** The location's best review link (Google first); null when it has none. */
  reviewLink: string | null;
  /** The site the link goes to, e.g. "Google". */
  siteLabel: string | null;
  /** What to do when there is no link yet. */
  noLinkHint: string | null;
  cardTitle: string;
  cardText: string;
  /** The e-mail signature snippet, escaped by the lib. */
  signatureHtml: string;
  copied: 'link' | 'signature' | null;
  onLocationChange(id: number): void;
  onCopyLink(): void;
  onCopySignature(): void;
  onPrintCard(): void;
  /** Retries a failed load (shown on the error state when given). */
  onRetry?(): void;
}

const DEFAULT_NO_LINK_HINT =
  "Add the location's Google (or another review site's) review URL on its profile, then come back for its link, QR code and card.";

function WaysToAskSkeleton() {
  return (
    <BusyRegion label="Loading the ways to ask for reviews">
      <Skeleton variant="rounded" height={40} sx={{ maxWidth: 360, mb: 3 }} />
      <Skeleton variant="text" width={160} />
      <Skeleton variant="rounded" height={40} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" width={160} height={160} />
    </BusyRegion>
  );
}

/**
 * Ways to ask for reviews beyond a campaign, per location: the review link to paste anywhere, its QR code,
 * a printable counter card and an e-mail signature line. The copying and printing are the caller's.
 */
export function WaysToAsk(props: WaysToAskProps) {
  if (props.status === 'error')
    return (
      <ErrorState
        message={props.loadError ?? 'The ways to ask for reviews could not be loaded.'}
        onRetry={props.onRetry}
      />
    );
  if (props.status === 'loading') return <WaysToAskSkeleton />;
  const location = props.locationOptions.find((option) => option.value === props.locationId);
  const fileName = qrFileName(location?.label ?? '');
  const copiedMessage =
    props.copied === 'link'
      ? 'Review link copied'
      : props.copied === 'signature'
        ? 'Signature HTML copied'
        : '';
  return (
    <Box sx={{ maxWidth: 800, minWidth: 0 }}>
      <TextField
        select
        label="Location"
        value={props.locationId ?? ''}
        onChange={(event) => props.onLocationChange(Number(event.target.value))}
        size="small"
        fullWidth
        sx={{ maxWidth: 400, mb: 3 }}
        slotProps={{ select: { native: true } }}
      >
        {props.locationId === null ? <option value="">Choose a location</option> : null}
        {props.locationOptions.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.hint ? `${option.label} (${option.hint})` : option.label}
          </option>
        ))}
      </TextField>
      {/* Announces "Copied" once for both copy buttons. */}
      <Box role="status" sx={visuallyHidden}>
        {copiedMessage}
      </Box>
      {props.locationId === null ? (
        <Typography>Choose a location to see its review link, QR code and printable card.</Typography>
      ) : props.reviewLink === null ? (
        <Alert severity="info">
          <AlertTitle component="h2">This location has no review link yet</AlertTitle>
          {props.noLinkHint ?? DEFAULT_NO_LINK_HINT}
        </Alert>
      ) : (
        <>
          <SettingsSection title="Review link">
            <Stack spacing={1.5}>
              <Typography variant="body2" color="text.secondary">
                {`Paste it in a text, a chat or your website: it opens ${props.siteLabel ?? 'the review site'} ready for a review.`}
              </Typography>
              <ReviewLinkField
                reviewLink={props.reviewLink}
                copied={props.copied === 'link'}
                onCopy={props.onCopyLink}
              />
            </Stack>
          </SettingsSection>
          {/* The QR code and the card side by side on a wide screen: one column on a phone. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              columnGap: 4,
            }}
          >
            <SettingsSection title="QR code">
              <Stack spacing={1.5}>
                <Typography variant="body2" color="text.secondary">
                  Put it on receipts, table tents or the front desk: customers scan it with their phone's
                  camera.
                </Typography>
                <ReviewQrCode reviewLink={props.reviewLink} fileName={fileName} />
              </Stack>
            </SettingsSection>
            <SettingsSection title="Printable card">
              <PrintableReviewCard
                cardTitle={props.cardTitle}
                cardText={props.cardText}
                reviewLink={props.reviewLink}
                fileName={fileName}
                onPrint={props.onPrintCard}
              />
            </SettingsSection>
          </Box>
          <SettingsSection title="E-mail signature">
            <Stack spacing={1.5}>
              <Typography variant="body2" color="text.secondary">
                Add this line to your team's e-mail signature: every e-mail becomes a small request.
              </Typography>
              <SignatureSnippet
                signatureHtml={props.signatureHtml}
                copied={props.copied === 'signature'}
                onCopy={props.onCopySignature}
              />
            </Stack>
          </SettingsSection>
        </>
      )}
    </Box>
  );
}
