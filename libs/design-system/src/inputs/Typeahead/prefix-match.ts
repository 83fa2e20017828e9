import { TYPEAHEAD_MAX_OPTIONS } from '../../theme/constants.js';

export interface NamedOption {
  id: string | number;
  name: string;
}

/** Options whose name starts with the input, ignoring case, at most `limit` of them (P5-036, P9-027). */
export function prefixMatch<T extends NamedOption>(
  options: readonly T[],
  input: string,
  limit = TYPEAHEAD_MAX_OPTIONS,
): T[] {
  const prefix = input.trim().toLocaleLowerCase();
  const matches = prefix
    ? options.filter((option) => option.name.toLocaleLowerCase().startsWith(prefix))
    : options;
  return matches.slice(0, limit);
}
