import { badRequest } from '../../http/http-error.js';
import { readImageFacts } from './image-files.js';
import { fileProblem, type PhotoFormat } from './photo-rules.js';

export interface CheckedPhoto {
  mimeType: `image/${PhotoFormat}`;
  width: number;
  height: number;
}

/** POST /upload?purpose=photo: the spec's size messages, then PNG or JPEG by content (P5-027..P5-029); 400 naming file_upload. */
export async function checkPhotoFile(data: Buffer): Promise<CheckedPhoto> {
  const facts = await readImageFacts(data);
  const problem = fileProblem(data.length, facts.format, facts.width * facts.height);
  if (problem) throw badRequest(problem, 'file_upload');
  return { mimeType: `image/${facts.format as PhotoFormat}`, width: facts.width, height: facts.height };
}
