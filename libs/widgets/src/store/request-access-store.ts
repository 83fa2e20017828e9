// The teaser's Request Access (F6-030, F7-049) is shared with Local Listings' preview, so it lives in @locus/resources.
export { RequestAccessStore, type RequestAccessStatus } from '@locus/resources';
