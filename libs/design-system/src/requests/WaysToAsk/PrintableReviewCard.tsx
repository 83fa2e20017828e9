import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ReviewQrCode } from './ReviewQrCode.js';
import './WaysToAsk.css';

export interface PrintableReviewCardProps {
  cardTitle: string;
  cardText: string;
  reviewLink: string;
  fileName: string;
  onPrint(): void;
}

/**
 * A counter card: title, text, the QR code and the link. Its stylesheet prints only this card while it is on
 * the page (the caller's onPrint opens the browser's print dialog).
 */
export function PrintableReviewCard({
  cardTitle,
  cardText,
  reviewLink,
  fileName,
  onPrint,
}: PrintableReviewCardProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <div className="locus-review-card" aria-label="Card preview" role="figure">
        <p className="locus-review-card__title">{cardTitle}</p>
        <p className="locus-review-card__text">{cardText}</p>
        <div className="locus-review-card__qr">
          <ReviewQrCode reviewLink={reviewLink} fileName={fileName} size={144} downloads={false} />
        </div>
        <p className="locus-review-card__link">{reviewLink}</p>
      </div>
      <Button variant="outlined" startIcon={<PrintIcon aria-hidden />} onClick={onPrint}>
        Print card
      </Button>
    </Stack>
  );
}
