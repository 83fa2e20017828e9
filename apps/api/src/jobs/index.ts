/** The server's background work: one worker that runs the scheduler and the export jobs. */
import { exportJobHandler, EXPORT_JOB } from './export-runner.js';
import { enqueueDueSchedules } from './scheduler.js';
import { JobWorker, type JobContext, type JobWorkerOptions } from './worker.js';

export { EXPORT_JOB } from './export-runner.js';
export { JobWorker, LeaseLostError, type JobContext, type JobWorkerOptions, type Lease } from './worker.js';

/** Every job kind the server runs, by name. */
export const JOB_HANDLERS = { [EXPORT_JOB]: exportJobHandler };

/** The worker of a server instance (not started: call start(), and stop() on close). */
export function createJobWorker(ctx: JobContext, options: JobWorkerOptions = {}): JobWorker {
  return new JobWorker(ctx, JOB_HANDLERS, { beforePoll: enqueueDueSchedules, ...options });
}
