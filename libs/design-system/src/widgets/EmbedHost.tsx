import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

export interface EmbedHostProps {
  publicKey: string;
  /** The loader's URL (the app's own origin, which the page's CSP allows). */
  scriptSrc: string;
  /** The height the loader reserves for the type. */
  height: number;
}

/**
 * The widget as a website shows it: the snippet's host element, then the loader added as a script
 * element (not inline script, which the app's CSP refuses). Each run of the loader mounts the hosts not
 * mounted yet, so adding it again on another preview works.
 */
export function EmbedHost({ publicKey, scriptSrc, height }: EmbedHostProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!container) return undefined;
    const host = document.createElement('div');
    host.setAttribute('data-locus-widget', publicKey);
    host.style.minHeight = `${height}px`;
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptSrc;
    container.append(host, script);
    return () => {
      host.remove();
      script.remove();
    };
  }, [publicKey, scriptSrc, height]);
  return <Box ref={box} data-testid="embed-host" sx={{ minHeight: height, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} />;
}
