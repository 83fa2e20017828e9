import { LightButton } from '../../inputs/LightButton/LightButton.js';
import './PrevNextPager.css';

export interface PrevNextPagerProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Paging by the server's cursors: Previous and Next, each disabled at its end. Static CSS: no MUI. */
export function PrevNextPager({ hasPrevious, hasNext, onPrevious, onNext }: PrevNextPagerProps) {
  return (
    <div className="locus-prev-next-pager">
      <LightButton variant="text" size="medium" disabled={!hasPrevious} onClick={onPrevious}>
        Previous
      </LightButton>
      <LightButton variant="text" size="medium" disabled={!hasNext} onClick={onNext}>
        Next
      </LightButton>
    </div>
  );
}
