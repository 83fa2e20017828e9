import { describe, expect, it } from 'vitest';
import { dimensionProblem, fileProblem, PHOTO_FILE_MESSAGES } from './photo-rules.js';
import { CATEGORIES } from '../testing/media-fixtures.js';

const { cover, logo, profile } = CATEGORIES;

describe('photo checks before upload', () => {
  it('[P5-027] [F5-039] accepts png and jpeg only', () => {
    expect(fileProblem({ size: 20_000, type: 'image/png' })).toBeNull();
    expect(fileProblem({ size: 20_000, type: 'image/jpeg' })).toBeNull();
    expect(fileProblem({ size: 20_000, type: 'image/gif' })).toBe(PHOTO_FILE_MESSAGES.notAnImage);
  });

  it('[P5-028] [F5-040] [F9-009] 5 MB or more is refused with the spec\'s text', () => {
    expect(fileProblem({ size: 5 * 1024 * 1024, type: 'image/png' })).toBe('Unable to upload image. Please choose a file smaller than 5mb');
    expect(fileProblem({ size: 5 * 1024 * 1024 - 1, type: 'image/png' })).toBeNull();
  });

  it('[P5-029] [F5-041] [F9-010] under 10240 bytes is refused with the spec\'s text', () => {
    expect(fileProblem({ size: 10239, type: 'image/png' })).toBe('Unable to upload image. Please choose a file that is at least 10240 bytes.');
    expect(fileProblem({ size: 10240, type: 'image/png' })).toBeNull();
  });

  it('[F5-042] [F9-011] a cover needs an aspect ratio of at least 16:9', () => {
    expect(dimensionProblem(cover, 480, 270)).toBeNull();
    expect(dimensionProblem(cover, 400, 400)).toMatch(/aspect ratio of at least 16:9/);
  });

  it('[F5-043] [F5-044] [F9-012] [F9-013] a cover is 480x270 to 2120x1192', () => {
    expect(dimensionProblem(cover, 2120, 1192)).toBeNull();
    expect(dimensionProblem(cover, 2200, 1192)).toBe('Upload error: Cover photos must be at most 2120 x 1192 pixels.');
    expect(dimensionProblem(cover, 470, 264)).toBe('Upload error: Cover photos must be at least 480 x 270 pixels.');
  });

  it('[F5-045] [F5-046] [F9-014] [F9-015] a logo is 250x250 to 2000x2000', () => {
    expect(dimensionProblem(logo, 250, 250)).toBeNull();
    expect(dimensionProblem(logo, 249, 300)).toBe('Upload error: Logo photos must be at least 250 x 250 pixels.');
    expect(dimensionProblem(logo, 2001, 2000)).toBe('Upload error: Logo photos must be at most 2000 x 2000 pixels.');
  });

  it('[F5-047] [F5-049] dimension messages start with "Upload error:"; Profile counts as Logo', () => {
    expect(dimensionProblem(profile, 100, 100)).toBe('Upload error: Profile photos must be at least 250 x 250 pixels.');
    expect(dimensionProblem(profile, 300, 300)).toBeNull();
    expect(dimensionProblem({ code: 'INTERIOR', name: 'Interior' }, 10, 10)).toBeNull();
    expect(dimensionProblem(null, 10, 10)).toBeNull();
  });
});
