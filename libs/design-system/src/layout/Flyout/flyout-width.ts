import { FLYOUT_WIDTH, FLYOUT_WIDTH_SMALL } from '../../theme/constants.js';

/** 380 px, or 320 px on small screens (P2-137, P2-138). */
export function flyoutWidth(smallScreen: boolean): number {
  return smallScreen ? FLYOUT_WIDTH_SMALL : FLYOUT_WIDTH;
}
