import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_MEDIA_QUERY } from './constants.js';

/** True at viewport widths of 1100 px or less, where the navigation is the mobile variant (P2-082). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
}
