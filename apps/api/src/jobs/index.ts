/** The server's background work: one worker that runs the scheduler, the export jobs and the photo jobs. */
import { IMAGE_PROCESS_JOB, MEDIA_PUBLISH_JOB, imageProcessJobHandler, mediaPublishJobHandler } from '../media/media-jobs.js';
import { exportJobHandler, EXPORT_JOB } from './export-runner.js';
import { enqueueDueSchedules } from './scheduler.js';
import { JobWorker, type JobContext, type JobWorkerOptions } from './worker.js';

export { EXPORT_JOB } from './export-runner.js';
export { JobWorker, LeaseLostError, type JobContext, type JobWorkerOptions, type Lease } from './worker.js';

/** Every job kind the server runs, by name. */
export const JOB_HANDLERS = {
  [EXPORT_JOB]: exportJobHandler,
  [IMAGE_PROCESS_JOB]: imageProcessJobHandler,
  [MEDIA_PUBLISH_JOB]: mediaPublishJobHandler,
};

/** The worker of a server instance (not started: call start(), and stop() on close). */
export function createJobWorker(ctx: JobContext, options: JobWorkerOptions = {}): JobWorker {
  return new JobWorker(ctx, JOB_HANDLERS, { beforePoll: enqueueDueSchedules, ...options });
}
