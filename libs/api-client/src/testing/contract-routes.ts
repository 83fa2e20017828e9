import type { paths } from '../generated/schema.js';
import type { ApiErrorBody } from '../api-error.js';

/** The HTTP methods the contract uses, as openapi-typescript spells them in `paths`. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** "METHOD /template" of every operation in the contract, e.g. `'GET /locations/{id}'`. */
export type ContractRoute = {
  [P in keyof paths]: {
    [M in HttpMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P & string}`;
  }[HttpMethod];
}[keyof paths];

/** The generated operation of a route. */
export type OperationOf<R extends ContractRoute> = R extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? NonNullable<paths[P][Lowercase<M> & HttpMethod]>
    : never
  : never;

type Parameters<O> = O extends { parameters: infer A } ? A : never;
type ContentOf<X> = X extends { content: infer C } ? (C extends Record<string, unknown> ? C[keyof C] : never) : undefined;

/** Path parameters as they arrive on the wire: strings, named as in the contract. */
export type PathParamsOf<R extends ContractRoute> = Parameters<OperationOf<R>> extends { path: infer P }
  ? { [K in keyof P]: string }
  : Record<string, never>;

type QueryNames<R extends ContractRoute> = Parameters<OperationOf<R>> extends { query?: infer Q }
  ? keyof NonNullable<Q> & string
  : never;

/** The query string with its names checked against the contract. */
export type QueryOf<R extends ContractRoute> = Omit<URLSearchParams, 'get' | 'getAll' | 'has'> & {
  get(name: QueryNames<R>): string | null;
  getAll(name: QueryNames<R>): string[];
  has(name: QueryNames<R>): boolean;
};

/** The request body: the contract's JSON body, or the FormData of a multipart upload. */
export type BodyOf<R extends ContractRoute> = OperationOf<R> extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: infer C }
    ? 'multipart/form-data' extends keyof C
      ? FormData
      : C[keyof C]
    : undefined
  : undefined;

type Responses<R extends ContractRoute> = OperationOf<R> extends { responses: infer S } ? S : never;

/**
 * A reply body as a test writes it: any field may be left out, but every field given must be one
 * the contract names, with its type, so fixtures cannot drift from the contract.
 */
export type DeepPartial<T> = T extends readonly (infer I)[]
  ? DeepPartial<I>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A success reply typed by the contract: a status it declares and that status's body. */
export type SuccessReply<R extends ContractRoute> = {
  [S in keyof Responses<R>]: `${S & number}` extends `2${string}`
    ? ContentOf<Responses<R>[S]> extends undefined
      ? { status: S; body?: undefined }
      : { status: S; body: DeepPartial<ContentOf<Responses<R>[S]>> }
    : never;
}[keyof Responses<R>];

/**
 * The failure statuses a test may answer. Literal statuses (not `number`) keep a handler's
 * `status: 200` from widening, so its success body is still checked.
 */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 501 | 502 | 503 | 504;

/** An error reply, as the server sends any failure (schema `Error`). */
export interface ErrorReply {
  status: ErrorStatus;
  body?: ApiErrorBody;
}

/** A non-JSON reply (a CSV download, an event stream): raw text with its content type. */
export interface TextReply {
  status: 200 | ErrorStatus;
  text: string;
  type?: string;
}

/** An event stream that stays open with no message until the request is aborted. */
export interface HeldReply {
  status: 200;
  hold: true;
}

export type FakeReply<R extends ContractRoute> = SuccessReply<R> | ErrorReply | TextReply | HeldReply;
