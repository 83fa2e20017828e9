/** Reviews per page unless the page asks for another count (its skeleton reserves this many rows). */
export const REVIEWS_PER_PAGE = 25;
