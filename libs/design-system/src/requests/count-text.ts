/** "1 customer", "24 customers": a count with its noun (the views' only plural rule: English, one or many). */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
