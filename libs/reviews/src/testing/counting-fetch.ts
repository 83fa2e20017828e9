import { LOCUS_MEDIA_TYPE } from '@locus/api-client';

/** A fake /reviews endpoint that counts its requests and answers one page with cursors. */
export function countingFetch() {
  const requests: URL[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url);
    const body = {
      _embedded: {
        reviews: [{ id: 7, rating: 4, content: 'Great', location_name: 'Main St', source_name: 'Google' }],
      },
      _cursors: { before: null, after: 'cursor-2' },
      _total: 30,
      _total_estimated: false,
      _links: { self: { href: url.pathname } },
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': LOCUS_MEDIA_TYPE } });
  };
  return { requests, fetch };
}
