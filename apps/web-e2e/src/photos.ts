import sharp from 'sharp';
import type { Page } from '@playwright/test';

/** A picture of random pixels (no flat colour, which the main directory refuses), as PNG or JPEG. */
export function noise(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 100, chromaSubsampling: '4:4:4' })).toBuffer();
}

/** The location page's Photo Management section, and one of its photos by name. */
export const photoSection = (page: Page) => page.getByRole('region', { name: 'Photo Management' }).last();
export const photoTile = (page: Page, name: string) => photoSection(page).getByRole('listitem').filter({ has: page.getByRole('img', { name }) });
