import { useEffect, useRef, type RefObject } from 'react';

/**
 * A step replaces the card's content (the tapped button is gone): the new step's heading takes the focus, so a
 * screen reader reads it and the keyboard goes on from there. Not on the first paint. Shared by the public
 * pages on LandingFrame (the review request's landing page, the microsurvey's answer page).
 */
export function useStepFocus(card: RefObject<HTMLElement | null>, step: string): void {
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = card.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [card, step]);
}
