import type { ReactNode } from 'react';
import { Themed } from './Themed';

/**
 * A page inside the MUI theme: its own module, which the shell loads beside the page's, so the frame and
 * the menu (static stylesheets) paint without MUI and emotion.
 */
export default function ThemedPage({ children }: { children: ReactNode }) {
  return <Themed>{children}</Themed>;
}
