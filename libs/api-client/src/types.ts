import type { components } from './generated/schema.js';

/** Every named schema of the contract, e.g. `Schemas['Location']`. */
export type Schemas = components['schemas'];

/** The HAL list reply of an entity, e.g. `ListOf<'Location'>` is `Schemas['LocationList']`. */
export type ListOf<K extends keyof Schemas> = `${K}List` extends keyof Schemas ? Schemas[`${K}List`] : never;

/** The item type of a HAL list reply (whatever its `_embedded` key). */
export type ListItem<L> = L extends { _embedded: infer E }
  ? E[keyof E] extends readonly (infer I)[]
    ? I
    : never
  : never;
