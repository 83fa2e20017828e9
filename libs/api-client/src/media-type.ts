/** The versioned media type of every request and reply (P7-004, P7-005). */
export const LOCUS_MEDIA_TYPE = 'application/vnd.locus.v1+hal+json';
