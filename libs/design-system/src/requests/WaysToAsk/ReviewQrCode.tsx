import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { downloadPng, downloadSvg } from './qr-download.js';

export interface ReviewQrCodeProps {
  reviewLink: string;
  /** Names the downloaded files. */
  fileName: string;
  size?: number;
  /** Without the download buttons (inside the printable card). */
  downloads?: boolean;
}

/** The review link as a QR code (qrcode.react's SVG, level M so a worn print still scans), with downloads. */
export function ReviewQrCode({ reviewLink, fileName, size = 160, downloads = true }: ReviewQrCodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  const save = (as: typeof downloadSvg) => {
    if (svg.current) as(svg.current, fileName);
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <QRCodeSVG
        ref={svg}
        value={reviewLink}
        size={size}
        level="M"
        marginSize={2}
        role="img"
        aria-label={`QR code of ${reviewLink}`}
      />
      {downloads ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() => save(downloadPng)}
          >
            Download PNG
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() => save(downloadSvg)}
          >
            Download SVG
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
