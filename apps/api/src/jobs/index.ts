/**
 * The server's background work: one worker that runs the scheduler, the export jobs, the photo jobs, the response
 * publishing, the new-review alerts, the review requests and the directory simulator (its scans and the demo's new reviews).
 */
import { LISTING_DELIVER_JOB, LISTING_SCAN_JOB, ensureListingScan, listingDeliverJobHandler, listingScanJobHandler } from '../modules/listings/listing-jobs.js';
import { IMAGE_PROCESS_JOB, MEDIA_PUBLISH_JOB, imageProcessJobHandler, mediaPublishJobHandler } from '../modules/media/media-jobs.js';
import { REVIEW_ALERT_JOB, reviewAlertJobHandler } from '../modules/reviews/review-alert-delivery.js';
import { RESPONSE_PUBLISH_JOB, RESPONSE_UNPUBLISH_JOB, responseJobHandler } from '../modules/reviews/response-publishing.js';
import { CAMPAIGN_REMINDER_JOB, CAMPAIGN_SEND_JOB, campaignReminderJobHandler, campaignSendJobHandler } from './campaign-send.js';
import { exportJobHandler, EXPORT_JOB } from './export-runner.js';
import { ensureReviewArrivals, REVIEW_ARRIVALS_JOB, reviewArrivalsJobHandler } from './review-arrivals.js';
import { enqueueDueSchedules } from './scheduler.js';
import { JobWorker, type JobContext, type JobWorkerOptions } from './worker.js';

export { EXPORT_JOB } from './export-runner.js';
export { REVIEW_ARRIVALS_JOB } from './review-arrivals.js';
export { JobWorker, LeaseLostError, type JobContext, type JobWorkerOptions, type Lease } from './worker.js';

export type WorkerOptions = JobWorkerOptions & { listingScans?: boolean; reviewArrivalMinutes?: number };

/** Every job kind the server runs, by name. */
export const JOB_HANDLERS = {
  [EXPORT_JOB]: exportJobHandler,
  [IMAGE_PROCESS_JOB]: imageProcessJobHandler,
  [MEDIA_PUBLISH_JOB]: mediaPublishJobHandler,
  [LISTING_DELIVER_JOB]: listingDeliverJobHandler,
  [LISTING_SCAN_JOB]: listingScanJobHandler,
  [RESPONSE_PUBLISH_JOB]: responseJobHandler,
  [RESPONSE_UNPUBLISH_JOB]: responseJobHandler,
  [REVIEW_ALERT_JOB]: reviewAlertJobHandler,
  [REVIEW_ARRIVALS_JOB]: reviewArrivalsJobHandler,
  [CAMPAIGN_SEND_JOB]: campaignSendJobHandler,
  [CAMPAIGN_REMINDER_JOB]: campaignReminderJobHandler,
};

/**
 * The worker of a server instance (not started: call start(), and stop() on close). `listingScans`: it also
 * keeps the directory simulator's scan passes queued (the server's worker does; tests of other jobs leave them out).
 * `reviewArrivalMinutes` (LOCUS_REVIEW_ARRIVAL_MINUTES): the demo accounts' new reviews come this often; 0 = never.
 */
export function createJobWorker(ctx: JobContext, options: WorkerOptions = {}): JobWorker {
  const { listingScans = false, reviewArrivalMinutes = 0, ...rest } = options;
  return new JobWorker(ctx, JOB_HANDLERS, {
    beforePoll: async (context) => {
      await enqueueDueSchedules(context);
      if (listingScans) await ensureListingScan(context);
      await ensureReviewArrivals(context, reviewArrivalMinutes);
    },
    ...rest,
  });
}
