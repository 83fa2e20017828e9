import type { components } from '@locus/api-client';

/** A schema of the contract by name: what a wire mapper returns, so a reply drifting from the contract does not compile. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
