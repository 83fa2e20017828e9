import { ToastHost, type ToastQueue } from '@locus/design-system';
import { Themed } from './Themed';

/** The design system's ToastHost in the theme, as a module of its own, so the app can load it lazily. */
export default function ThemedToastHost({ queue }: { queue: ToastQueue }) {
  return (
    <Themed>
      <ToastHost queue={queue} />
    </Themed>
  );
}
