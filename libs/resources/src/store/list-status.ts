/** Where a list or loader stands; `error` comes with an error text. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';
