import Button from '@mui/material/Button';
import { useRef } from 'react';

export interface FileButtonProps {
  label: string;
  /** The input's accept list, e.g. ".csv,text/csv". */
  accept: string;
  onFile(file: File): void;
  disabled?: boolean | undefined;
}

/**
 * A button that opens the file chooser. A real <button> clicking a hidden input, not a <label> styled as a
 * button: a label may not take the button role (axe aria-allowed-role), and a button is what keyboard and
 * screen-reader users expect.
 */
export function FileButton({ label, accept, onFile, disabled }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // The same file chosen again (after a reset or a Remove) must fire again.
          event.target.value = '';
        }}
      />
    </>
  );
}
