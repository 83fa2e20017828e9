/** Plain shapes the photo views take (a page passes @locus/media's view models, which fit them). */
export interface PhotoBar {
  label: string;
  tone: 'error' | 'info';
  detail: string | null;
}

export interface PhotoTileModel {
  id: number;
  name: string;
  category: string;
  thumbnailUrl: string;
  fullUrl: string;
  bar: PhotoBar | null;
}

export interface PhotoCategoryOption {
  id: number;
  name: string;
  code: string;
}
