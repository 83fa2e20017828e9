/** The list after adding `text`: trimmed, no blanks, no duplicates (ignoring case), at most `limit` items. */
export function addItem(items: readonly string[], text: string, limit: number): readonly string[] {
  const item = text.trim();
  if (!item || items.length >= limit) return items;
  if (items.some((existing) => existing.toLocaleLowerCase() === item.toLocaleLowerCase())) return items;
  return [...items, item];
}
