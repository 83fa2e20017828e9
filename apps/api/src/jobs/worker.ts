/**
 * The background worker: every poll it enqueues the scheduled exports that are due, then runs queued jobs one
 * at a time until none is due. Started by the server (buildApp's `worker` option) and stopped on close; several
 * instances may run it against one PostgreSQL, since claims skip locked rows.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';
import { claimJob, completeJob, releaseFailedJob, renewLease, type Job } from './queue.js';

export interface JobContext {
  db: Kysely<Database>;
  services: ServerServices;
}

/** Thrown when the worker no longer holds the job (another worker took it over after the lease expired). */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`Lost the lease of job ${jobId}: another worker took it over`);
    this.name = 'LeaseLostError';
  }
}

/** The running job's claim: its handler checks it before each step that writes or sends. */
export interface Lease {
  readonly jobId: number;
  readonly workerId: string;
  /** Throws LeaseLostError unless this worker still holds the job. */
  assertHeld(): Promise<void>;
}

export interface JobHandler {
  run(job: Job, ctx: JobContext, lease: Lease): Promise<void>;
  /** Called once when the job will not be tried again (it kept failing, or kept dying mid-run). */
  giveUp?(job: Job, ctx: JobContext, reason: 'timeout' | 'error'): Promise<void>;
}

export interface JobWorkerOptions {
  /** Wait between polls when nothing is due (default 500 ms). */
  pollMs?: number;
  /** A `processing` job whose lease is older than this is taken to be orphaned by a dead worker (default 5 min). */
  staleMs?: number;
  /** How often a running job's lease is renewed (default staleMs / 3), so a long run is never taken as dead. */
  renewMs?: number;
  /** Tries per job, counting claims of orphaned runs (default 3). */
  maxAttempts?: number;
  /** Runs before the jobs of each poll (the scheduler). */
  beforePoll?: (ctx: JobContext) => Promise<unknown>;
  /** Logs a failure; console.error by default. */
  log?: (message: string) => void;
}

const RETRY_DELAY_MS = 30_000;

export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Not started, or asked to stop. */
  private stopped = true;
  /** Set by stop(): a poll in progress finishes its job in hand and takes no more. */
  private stopping = false;
  private readonly pollMs: number;
  private readonly staleMs: number;
  private readonly renewMs: number;
  private readonly maxAttempts: number;
  private readonly log: (message: string) => void;

  constructor(
    private readonly ctx: JobContext,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.staleMs = options.staleMs ?? 5 * 60_000;
    this.renewMs = options.renewMs ?? Math.max(1, Math.floor(this.staleMs / 3));
    this.maxAttempts = options.maxAttempts ?? 3;
    this.log = options.log ?? ((message) => console.error(message));
  }

  /** Claims and runs one due job; false when none was due. */
  async runOne(): Promise<boolean> {
    const job = await claimJob(this.ctx.db, this.id, this.ctx.services.now(), this.staleMs);
    if (!job) return false;
    const handler = this.handlers[job.kind];
    if (!handler) {
      await releaseFailedJob(this.ctx.db, job, `No handler for job kind ${job.kind}`, null);
      return true;
    }
    // More claims than tries: earlier runs died holding the lock (a crash, or a run longer than staleMs).
    if (job.attempts > this.maxAttempts) {
      await releaseFailedJob(this.ctx.db, job, 'Gave up: the job kept stopping before it finished', null, this.id);
      await handler.giveUp?.(job, this.ctx, 'timeout');
      return true;
    }
    const lease = this.leaseOf(job);
    try {
      await handler.run(job, this.ctx, lease.lease);
      if (!(await completeJob(this.ctx.db, job, this.id))) throw new LeaseLostError(job.id);
    } catch (error) {
      if (error instanceof LeaseLostError) {
        // The job is another worker's now: nothing of this run is recorded.
        this.log(error.message);
        return true;
      }
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.log(`job ${job.id} (${job.kind}) failed on attempt ${job.attempts}: ${message}`);
      const last = job.attempts >= this.maxAttempts;
      const retryAt = last ? null : new Date(this.ctx.services.now().getTime() + RETRY_DELAY_MS * job.attempts);
      await releaseFailedJob(this.ctx.db, job, message, retryAt, this.id);
      if (last) await handler.giveUp?.(job, this.ctx, 'error');
    } finally {
      lease.stop();
    }
    return true;
  }

  /** The lease of a claimed job, renewed on a timer until the run ends; a failed renewal marks it lost. */
  private leaseOf(job: Job): { lease: Lease; stop(): void } {
    const { db, services } = this.ctx;
    let lost = false;
    const renew = async () => {
      if (!lost && !(await renewLease(db, job, this.id, services.now()))) lost = true;
    };
    const timer = setInterval(() => void renew().catch((error: unknown) => this.log(`lease renewal of job ${job.id} failed: ${String(error)}`)), this.renewMs);
    timer.unref();
    const lease: Lease = {
      jobId: job.id,
      workerId: this.id,
      assertHeld: async () => {
        if (!lost) {
          const held = await db.selectFrom('jobs').select('id').where('id', '=', job.id).where('locked_by', '=', this.id).where('status', '=', 'processing').executeTakeFirst();
          lost = held === undefined;
        }
        if (lost) throw new LeaseLostError(job.id);
      },
    };
    return { lease, stop: () => clearInterval(timer) };
  }

  /** One poll: the scheduler, then every due job. */
  async poll(): Promise<void> {
    await this.options.beforePoll?.(this.ctx);
    while (!this.stopping && (await this.runOne()));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in hand to finish (it is not abandoned mid-write). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.running = this.poll()
        .catch((error: unknown) => this.log(`job worker poll failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}
