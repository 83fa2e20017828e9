// The PGlite database on its own thread (see pglite-thread.ts). Plain JavaScript: a worker starts without the
// TypeScript loader. Messages in: { id, sql, params } or { id, close: true }; out: { id, rows, affectedRows },
// { id, error } or, once, { ready: true } / { ready: false, error }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Type OIDs whose text form would come back as strings: count(*) is int8, avg()/sum() of integers are numeric.
// The API only deals in JSON numbers, so they are parsed here (as the PostgreSQL pool does).
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (text) => Number(text);

// The fields of PostgreSQL's error report that callers read (code: 23505 is a unique violation, ...).
const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];
const errorOf = (error) => {
  const out = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) if (error && error[field] !== undefined) out[field] = error[field];
  return out;
};

const db = new PGlite(workerData.dataDir, {
  extensions: { pg_trgm },
  parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
});

try {
  await db.waitReady;
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorOf(error) });
}

// Named prepared statements. PGlite's query() parses, analyses and plans every statement anew and talks to
// PostgreSQL in five protocol calls; the API sends the same few hundred statement texts again and again
// (Kysely keeps values in parameters), so each text is parsed once and then runs in a single call:
// bind + describe + execute + sync. PostgreSQL itself drops a statement's plans when a table it reads changes.
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
const MAX_STATEMENTS = 500;
/** @type {Map<string, { name: string; types: number[] }>} SQL text -> statement, least recently used first */
const statements = new Map();
let nextStatement = 0;
const { serialize } = protocol;

const concat = (parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Runs protocol messages followed by Sync, so an error leaves the session ready for the next statement. */
const exchange = (...messages) => db.execProtocolStream(concat([...messages, serialize.sync()]), { syncToFs: false });

async function prepared(sql, params) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql); // re-inserted below as the most recently used
  } else {
    const name = `locus_${nextStatement++}`;
    const described = await exchange(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }));
    statement = { name, types: parse.parseDescribeStatementResults(described) };
    if (statements.size >= MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value;
      statements.delete(oldestSql);
      await exchange(serialize.close({ type: 'S', name: oldest.name }));
    }
  }
  statements.set(sql, statement);
  const { types } = statement;
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[types[i]];
    return serializer ? serializer(value) : value.toString();
  });
  const replies = await exchange(
    serialize.bind({ statement: statement.name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
  );
  return parse.parseResults(replies, db.parsers)[0] ?? { rows: [] };
}

/** PostgreSQL refuses a prepared statement whose result columns changed since (e.g. a column added). */
const CACHED_PLAN_CHANGED = '0A000';

async function preparedOrAgain(sql, params) {
  try {
    return await prepared(sql, params);
  } catch (error) {
    if (error?.code !== CACHED_PLAN_CHANGED || !statements.has(sql)) throw error;
    const stale = statements.get(sql);
    statements.delete(sql);
    await exchange(serialize.close({ type: 'S', name: stale.name }));
    return prepared(sql, params);
  }
}

// One statement at a time, in arrival order (PGlite has one session; transactions rely on the order).
let queue = Promise.resolve();
const run = (sql, params) => {
  const result = queue.then(() => (PREPARABLE.test(sql) ? preparedOrAgain(sql, params) : db.query(sql, params)));
  queue = result.catch(() => undefined);
  return result;
};

parentPort.on('message', async ({ id, sql, params, close }) => {
  if (close) {
    await db.close();
    parentPort.postMessage({ id, rows: [] });
    return;
  }
  try {
    const result = await run(sql, params);
    parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
