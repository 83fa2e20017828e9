/** A recorded request's query as an object, without the nonce the client adds to every GET. */
export function queryOf(request: { query: URLSearchParams } | undefined): Record<string, string> {
  const { nonce: _nonce, ...query } = Object.fromEntries(request?.query ?? []);
  return query;
}
