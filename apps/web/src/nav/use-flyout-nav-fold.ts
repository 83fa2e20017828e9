import { useCallback } from 'react';
import { useNavUi } from '../app/contexts';

const windowWidth = () => window.innerWidth;

/**
 * The handler to give a design-system Flyout as `onOpenChange`: on mid-width screens an open flyout
 * folds the navigation to icons, and closing it gives the width back (P2-142).
 */
export function useFlyoutNavFold(viewportWidth: () => number = windowWidth): (open: boolean) => void {
  const navUi = useNavUi();
  return useCallback(
    (open: boolean) => navUi.flyoutOpenChanged(open, viewportWidth()),
    [navUi, viewportWidth],
  );
}
