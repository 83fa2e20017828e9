// The light parts of a row's answer (static CSS, no MUI): /reviews paints them before the reply box's module loads.
import { LightButton, ListSkeleton } from '@locus/design-system';

/** A row's Respond / Edit reply button (static CSS: the list's first paint has no MUI); it closes the open box. */
export function RespondButton({
  responded,
  open,
  onToggle,
}: {
  responded: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <LightButton size="medium" variant={open ? 'text' : 'outlined'} aria-expanded={open} onClick={onToggle}>
      {open ? 'Close reply' : responded ? 'Edit reply' : 'Respond'}
    </LightButton>
  );
}

/** The reply box's place while it loads (its module, then the review). */
export function AnswerSkeleton() {
  return <ListSkeleton label="Loading the reply" rows={1} rowHeight={120} />;
}
