/** Ids are integers on the wire; route params and pseudo entries ('all') make them strings at times. */
export type ResourceId = string | number;

export interface Identified {
  id: ResourceId;
}

/** Query parameters of a call, by their wire names (`account_id`, `sort[by]`, ...). */
export type Query = Record<string, unknown>;

export function isIdentified(value: unknown): value is Identified {
  if (!value || typeof value !== 'object') return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '');
}

/** The identity map's key: 5 and '5' are the same row. */
export function idKey(id: ResourceId): string {
  return String(id);
}
