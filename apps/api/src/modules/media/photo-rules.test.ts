import { describe, expect, it } from 'vitest';
import { blankPng, noisyPng } from '../../testing/test-images.js';
import { isBlankImage, readImageFacts } from './image-files.js';
import { dimensionProblem, fileProblem, NOT_AN_IMAGE, TOO_LARGE, TOO_MANY_PIXELS, TOO_SMALL } from './photo-rules.js';

describe('server photo rules', () => {
  it('checks size, then format, then the pixel count', () => {
    expect(fileProblem(5 * 1024 * 1024, 'png')).toBe(TOO_LARGE);
    expect(fileProblem(10239, 'png')).toBe(TOO_SMALL);
    expect(fileProblem(20000, 'gif')).toBe(NOT_AN_IMAGE);
    expect(fileProblem(20000, 'jpeg', 60_000_000)).toBe(TOO_MANY_PIXELS);
    expect(fileProblem(20000, 'jpeg', 1_000_000)).toBeNull();
  });

  it('applies the category boxes (Profile as Logo) with "Upload error:" messages', () => {
    expect(dimensionProblem('COVER', 'Cover', 480, 270)).toBeNull();
    expect(dimensionProblem('COVER', 'Cover', 2121, 1192)).toMatch(/^Upload error: Cover photos must be at most 2120 x 1192/);
    expect(dimensionProblem('PROFILE', 'Profile', 249, 249)).toMatch(/^Upload error: Profile photos must be at least 250 x 250/);
    expect(dimensionProblem('INTERIOR', 'Interior', 10, 10)).toBeNull();
  });

  it('reads format and size from the content and tells a blank picture from a real one', async () => {
    const noisy = await noisyPng(300, 200);
    expect(await readImageFacts(noisy)).toEqual({ format: 'png', width: 300, height: 200 });
    expect(await readImageFacts(Buffer.from('not an image'))).toEqual({ format: null, width: 0, height: 0 });
    expect(await isBlankImage(noisy)).toBe(false);
    expect(await isBlankImage(await blankPng(100, 100))).toBe(true);
  });
});
