import { AliasNode, TableNode, type OperationNode, type RootOperationNode } from 'kysely';

/** Tables a statement writes, 'read' for a read, or null when it writes something this cannot name. */
export function writtenTables(node: RootOperationNode): string[] | null | 'read' {
  switch (node.kind) {
    case 'SelectQueryNode':
      return 'read';
    case 'InsertQueryNode':
      return node.into ? tableNames(node.into) : null;
    case 'UpdateQueryNode':
      return node.table ? tableNames(node.table) : null;
    case 'DeleteQueryNode': {
      const names = node.from.froms.map(tableNames);
      return names.some((n) => n === null) ? null : names.flat() as string[];
    }
    case 'RawNode':
      // Raw statements: a read unless it says otherwise.
      return /\b(insert|update|delete|truncate|merge|drop|alter|copy)\b/i.test(node.sqlFragments.join(' ')) ? null : 'read';
    default:
      return null;
  }
}

function tableNames(node: OperationNode): string[] | null {
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return tableNames(node.node);
  return null;
}

/**
 * Every table a query reads, sub-queries included (found by walking its operation tree; aliases come
 * along, which only widens invalidation), or null when it holds raw SQL naming tables of its own.
 */
export function tablesRead(node: OperationNode): Set<string> | null {
  const tables = new Set<string>();
  let raw = false;
  const visit = (value: unknown): void => {
    if (raw || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const kind = (value as { kind?: unknown }).kind;
    if (kind === 'TableNode') tables.add((value as TableNode).table.identifier.name);
    else if (kind === 'RawNode' && /\b(from|join)\b/i.test((value as { sqlFragments: readonly string[] }).sqlFragments.join(' '))) raw = true;
    else Object.values(value).forEach(visit);
  };
  visit(node);
  return raw ? null : tables;
}
