/**
 * The two background steps of a photo, run by the job worker so any instance can take them:
 * - image.process (POST /webhooks/rtx-images): the 250x250 thumbnail, then IMAGE_PROCESSING_COMPLETE on the
 *   upload's channel (P7-090);
 * - media.publish (POST /media, after the directory's review delay): the main directory's verdict, pending to
 *   published or dead.
 */
import type { Job } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import { makeThumbnail } from './image-files.js';
import { mediaFileUrl } from './media-files.js';
import { IMAGE_PROCESSING_COMPLETE, imageChannel } from './realtime.js';

export const IMAGE_PROCESS_JOB = 'image.process';
export const MEDIA_PUBLISH_JOB = 'media.publish';

const idOf = (job: Job, key: string) => Number((job.payload as Record<string, unknown>)[key]);

export const imageProcessJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    const uploadId = idOf(job, 'upload_id');
    const upload = await db.selectFrom('uploads').select(['id', 'storage_key', 'thumbnail_key']).where('id', '=', uploadId).executeTakeFirst();
    if (!upload) return; // deleted meanwhile
    let thumbnailKey = upload.thumbnail_key;
    if (thumbnailKey === null) {
      const thumbnail = await makeThumbnail(await services.files.read(upload.storage_key));
      await lease.assertHeld();
      thumbnailKey = await services.files.save(`thumb-${upload.id}.jpg`, thumbnail);
      const at = services.now();
      await db.updateTable('uploads').set({ thumbnail_key: thumbnailKey, processed_at: at }).where('id', '=', upload.id).execute();
      // Photos registered before the thumbnail was ready get it now.
      await db.updateTable('media').set({ thumbnail_key: thumbnailKey }).where('upload_id', '=', upload.id).where('thumbnail_key', 'is', null).execute();
    }
    services.realtime.publish(imageChannel(upload.id), { event: 'ok', action: IMAGE_PROCESSING_COMPLETE, url: mediaFileUrl(thumbnailKey) });
  },
};

export const mediaPublishJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    const media = await db.selectFrom('media').select(['id', 'storage_key', 'published_status']).where('id', '=', idOf(job, 'media_id')).executeTakeFirst();
    if (!media || media.published_status !== 'pending') return; // deleted, or settled already
    const verdict = await services.photoDirectory.review(await services.files.read(media.storage_key));
    await lease.assertHeld();
    await db.updateTable('media')
      .set({ published_status: verdict, published_at: verdict === 'published' ? services.now() : null })
      .where('id', '=', media.id).where('published_status', '=', 'pending')
      .execute();
  },
};
