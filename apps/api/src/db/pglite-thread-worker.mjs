// The PGlite database on its own thread (see pglite-thread.ts). Plain JavaScript: a worker starts without the
// TypeScript loader. Messages in: { id, sql, params } or { id, close: true }; out: { id, rows, affectedRows },
// { id, error } or, once, { ready: true } / { ready: false, error }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
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

parentPort.on('message', async ({ id, sql, params, close }) => {
  if (close) {
    await db.close();
    parentPort.postMessage({ id, rows: [] });
    return;
  }
  try {
    const result = await db.query(sql, params);
    parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
