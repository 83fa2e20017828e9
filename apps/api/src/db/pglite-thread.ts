/**
 * PGlite on a worker thread, behind the one method Kysely's PGlite dialect calls (`query`) and `close`.
 * PGlite runs PostgreSQL in WebAssembly on the thread that opened it; on the server's own thread every query
 * would stop HTTP parsing, authentication and JSON encoding for its whole run. On its own thread the two
 * overlap (the machine has more than one core), so concurrent clients wait on the database alone.
 */
import { Worker } from 'node:worker_threads';

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

interface Reply {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: { message: string } & Record<string, unknown>;
}

type Pending = { resolve: (result: QueryResult) => void; reject: (error: Error) => void };

/** A PostgreSQL error as thrown on the database thread: its message, with code, detail, constraint, etc. */
const toError = (fields: { message: string } & Record<string, unknown>): Error => Object.assign(new Error(fields.message), fields);

export class PGliteThread {
  readonly #worker: Worker;
  readonly #ready: Promise<void>;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;

  constructor(dataDir: string) {
    this.#worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.#worker.unref(); // an idle database keeps no process alive; pending queries ref it (see #send)
    this.#ready = new Promise((resolve, reject) => {
      this.#worker.once('message', (message: { ready: boolean; error?: { message: string } }) =>
        message.ready ? resolve() : reject(toError(message.error ?? { message: 'PGlite failed to start' })),
      );
      this.#worker.once('error', reject);
    });
    this.#ready.catch(() => undefined); // reported to the first query instead
    this.#worker.on('message', (reply: Reply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', (code) => this.#failAll(new Error(`the PGlite thread exited (code ${code})`)));
  }

  async query(sql: string, params: readonly unknown[] = []): Promise<QueryResult> {
    await this.#ready;
    return this.#send({ sql, params });
  }

  async close(): Promise<void> {
    await this.#ready.catch(() => undefined);
    await this.#send({ close: true }).catch(() => undefined);
    await this.#worker.terminate();
  }

  #send(message: object): Promise<QueryResult> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref(); // a query in flight keeps the process alive
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  #settle(reply: Reply): void {
    if (typeof reply.id !== 'number') return; // the ready message
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) pending.reject(toError(reply.error));
    else pending.resolve({ rows: reply.rows ?? [], ...(reply.affectedRows !== undefined ? { affectedRows: reply.affectedRows } : {}) });
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
