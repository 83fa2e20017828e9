/** The server's background work: one worker that runs the scheduler, the export jobs, the photo jobs, the response publishing and the directory simulator. */
import { LISTING_DELIVER_JOB, LISTING_SCAN_JOB, ensureListingScan, listingDeliverJobHandler, listingScanJobHandler } from '../modules/listings/listing-jobs.js';
import { IMAGE_PROCESS_JOB, MEDIA_PUBLISH_JOB, imageProcessJobHandler, mediaPublishJobHandler } from '../modules/media/media-jobs.js';
import { RESPONSE_PUBLISH_JOB, RESPONSE_UNPUBLISH_JOB, responseJobHandler } from '../modules/reviews/response-publishing.js';
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
  [LISTING_DELIVER_JOB]: listingDeliverJobHandler,
  [LISTING_SCAN_JOB]: listingScanJobHandler,
  [RESPONSE_PUBLISH_JOB]: responseJobHandler,
  [RESPONSE_UNPUBLISH_JOB]: responseJobHandler,
};

/**
 * The worker of a server instance (not started: call start(), and stop() on close). `listingScans`: it also
 * keeps the directory simulator's scan passes queued (the server's worker does; tests of other jobs leave them out).
 */
export function createJobWorker(ctx: JobContext, options: JobWorkerOptions & { listingScans?: boolean } = {}): JobWorker {
  const { listingScans = false, ...rest } = options;
  return new JobWorker(ctx, JOB_HANDLERS, {
    beforePoll: async (context) => {
      await enqueueDueSchedules(context);
      if (listingScans) await ensureListingScan(context);
    },
    ...rest,
  });
}
