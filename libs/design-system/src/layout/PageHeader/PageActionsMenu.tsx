import { mdiDotsVertical } from '@mdi/js';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { LightIconButton } from '../../inputs/LightIconButton/LightIconButton.js';
import { PathIcon } from '../../utils/PathIcon.js';

// Loaded on the first open: the popover (MUI's Modal, Popover and transitions) is not part of a page's
// first load, which every page with a header pays for on phones and desktops alike.
const PageActionsPopover = lazy(() =>
  import('./PageActionsPopover.js').then((module) => ({ default: module.PageActionsPopover })),
);

/**
 * A page header's actions folded behind one button on phones. The actions are the page's own controls,
 * stacked in a popover; choosing one closes it (its own handler runs first).
 */
export function PageActionsMenu({ children }: { children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the popover stays mounted so it can play its closing transition.
  const [used, setUsed] = useState(false);
  if (anchor && !used) setUsed(true);
  const popupId = useId();
  return (
    <>
      <LightIconButton
        aria-label="Page actions"
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popupId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PathIcon path={mdiDotsVertical} />
      </LightIconButton>
      {used ? (
        <Suspense fallback={null}>
          <PageActionsPopover id={popupId} anchor={anchor} onClose={() => setAnchor(null)}>
            {children}
          </PageActionsPopover>
        </Suspense>
      ) : null}
    </>
  );
}
