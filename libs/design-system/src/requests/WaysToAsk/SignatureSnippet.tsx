import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import './WaysToAsk.css';

export interface SignatureSnippetProps {
  /** The snippet's HTML, built by libs/requests with every value escaped. */
  signatureHtml: string;
  copied: boolean;
  onCopy(): void;
}

/** A preview of the e-mail signature line and a Copy HTML button that turns into "Copied". */
export function SignatureSnippet({ signatureHtml, copied, onCopy }: SignatureSnippetProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* The one raw-HTML render of the Ask for Reviews views, on purpose: the preview must look as the
          pasted signature will. The lib builds signatureHtml from a fixed template and escapes every value
          (location name, link), so nothing typed by a user reaches it unescaped. */}
      <div
        className="locus-signature-preview"
        role="figure"
        aria-label="Signature preview"
        dangerouslySetInnerHTML={{ __html: signatureHtml }}
      />
      <Button
        variant={copied ? 'contained' : 'outlined'}
        startIcon={<ContentCopyIcon aria-hidden />}
        onClick={onCopy}
      >
        {copied ? 'Copied' : 'Copy HTML'}
      </Button>
    </Stack>
  );
}
