import { serverText, timerScheduler, type ErrorReporter, type Notifier, type Scheduler } from '@locus/resources';
import type { Schemas } from '@locus/api-client';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { PHOTO_MESSAGES, PROCESSING_LIMIT_MS } from '../model/messages.js';
import { dimensionProblem, fileProblem } from '../model/photo-rules.js';
import type { ImageDecoder } from '../ports/image-decoder.js';
import type { MediaApi, Upload } from '../ports/media-api.js';

/** P4-083: uploading, upload complete, processing, processing complete; plus the checks before and the failures. */
export type UploadPhase = 'idle' | 'checking' | 'invalid' | 'uploading' | 'uploaded' | 'processing' | 'processed' | 'failed';

export type MediaCategory = Schemas['MediaCategory'];
export type Media = Schemas['Media'];

export interface PhotoUploadStoreDeps {
  api: MediaApi;
  decoder: ImageDecoder;
  notifier: Notifier;
  accountId: number | null;
  scheduler?: Scheduler;
  reporter?: ErrorReporter;
}

/** A chosen file as the browser gives it. */
export type PhotoFile = Blob & { name: string };

/**
 * One photo's way in (F4-041): checks in the browser (size, type, real pixels, the category's rules), then
 * POST /upload, POST /webhooks/rtx-images and the channel's IMAGE_PROCESSING_COMPLETE within 15 s (P5-050),
 * then POST /media for the locations. Upload is blocked while the photo is invalid (F5-048).
 */
export class PhotoUploadStore {
  phase: UploadPhase = 'idle';
  /** The message shown under the picker ('Unable to upload image...', 'Upload error: ...'). */
  error: string | null = null;
  width = 0;
  height = 0;
  category: MediaCategory | null = null;
  upload: Upload | null = null;
  thumbnailUrl: string | null = null;
  registering = false;
  private readonly deps: PhotoUploadStoreDeps;
  private abort: AbortController | null = null;

  constructor(deps: PhotoUploadStoreDeps) {
    this.deps = deps;
    makeObservable(this, {
      phase: observable,
      error: observable,
      width: observable,
      height: observable,
      category: observableRef,
      upload: observableRef,
      thumbnailUrl: observable,
      registering: observable,
      categoryProblem: computed,
      canRegister: computed,
      setCategory: action,
      reset: action,
    });
  }

  /** 'Upload error: ...' when the chosen category does not fit the photo's pixels. */
  get categoryProblem(): string | null {
    return this.width > 0 ? dimensionProblem(this.category, this.width, this.height) : null;
  }

  /** F5-048: the upload to Google waits for a processed, valid photo. */
  get canRegister(): boolean {
    return this.phase === 'processed' && this.categoryProblem === null && !this.registering;
  }

  setCategory(category: MediaCategory | null): void {
    this.category = category;
  }

  /** A file was chosen: check it, then upload and process it. Resolves true when processed. */
  async choose(file: PhotoFile): Promise<boolean> {
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    runInAction(() => Object.assign(this, { phase: 'checking', error: null, upload: null, thumbnailUrl: null, width: 0, height: 0 }));
    const invalid = (message: string) => {
      runInAction(() => Object.assign(this, { phase: 'invalid', error: message }));
      return false;
    };
    const problem = fileProblem(file);
    if (problem) return invalid(problem);
    let size: { width: number; height: number };
    try {
      size = await this.deps.decoder.dimensions(file);
    } catch {
      return invalid(fileProblem({ size: file.size, type: 'unknown' }) ?? PHOTO_MESSAGES.uploadFailed);
    }
    if (abort.signal.aborted) return false;
    runInAction(() => Object.assign(this, { width: size.width, height: size.height }));
    const categoryProblem = this.categoryProblem;
    if (categoryProblem) return invalid(categoryProblem);

    runInAction(() => (this.phase = 'uploading'));
    try {
      const upload = await this.deps.api.upload(file, file.name, abort.signal);
      runInAction(() => Object.assign(this, { phase: 'uploaded', upload, width: upload.width ?? size.width, height: upload.height ?? size.height }));
    } catch (error) {
      if (abort.signal.aborted) return false;
      this.deps.reporter?.report(error, { action: 'photo upload' });
      runInAction(() => Object.assign(this, { phase: 'failed', error: serverText(error) ?? PHOTO_MESSAGES.uploadLater }));
      return false;
    }
    return this.process(abort);
  }

  private async process(abort: AbortController): Promise<boolean> {
    const upload = this.upload;
    if (!upload) return false;
    runInAction(() => (this.phase = 'processing'));
    const scheduler = this.deps.scheduler ?? timerScheduler;
    let timedOut = false;
    const timer = scheduler.setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, PROCESSING_LIMIT_MS);
    try {
      const url = await this.deps.api.process(upload, this.deps.accountId, abort.signal);
      if (timedOut) throw new Error('processing took too long');
      runInAction(() => Object.assign(this, { phase: 'processed', thumbnailUrl: url }));
      return true;
    } catch (error) {
      if (abort.signal.aborted && !timedOut) return false; // replaced by another file, or reset
      if (!timedOut) this.deps.reporter?.report(error, { action: 'photo processing' });
      runInAction(() => Object.assign(this, { phase: 'failed', error: PHOTO_MESSAGES.processingFailed }));
      return false;
    } finally {
      scheduler.clearTimeout(timer);
    }
  }

  /** Upload to Google: POST /media for the locations (F7-038); the success or failure text (F8-036, F8-037). */
  async register(locationIds: readonly number[], highPriority = false): Promise<Media[] | null> {
    if (!this.canRegister || !this.upload) return null;
    runInAction(() => (this.registering = true));
    const { api, notifier, accountId } = this.deps;
    try {
      const created = await api.register({
        ...(accountId !== null ? { account_id: accountId } : {}),
        location_ids: [...locationIds],
        high_priority: highPriority,
        category_id: this.category?.id ?? null,
        s3_path: this.upload.s3_path,
      });
      notifier.success(PHOTO_MESSAGES.uploaded);
      return created;
    } catch (error) {
      this.deps.reporter?.report(error, { action: 'register photo' });
      notifier.alert(PHOTO_MESSAGES.uploadFailed, serverText(error) ?? undefined);
      return null;
    } finally {
      runInAction(() => (this.registering = false));
    }
  }

  /** P4-084: back to idle (the wizard closed or restarted). */
  reset(): void {
    this.abort?.abort();
    this.abort = null;
    Object.assign(this, { phase: 'idle', error: null, width: 0, height: 0, category: null, upload: null, thumbnailUrl: null, registering: false });
  }

  dispose(): void {
    this.abort?.abort();
  }
}
