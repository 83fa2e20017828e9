import type { DirectoryCode, SourceCode } from '../../db/schema.js';

export interface DirectoryInfo {
  code: DirectoryCode;
  name: string;
  /** The review source (sources table) standing for this directory. */
  sourceCode: SourceCode;
  logoUrl: string;
  /** Locus can publish to it (features.md section 9). */
  publishable: boolean;
}

/** The six directories, in the spec's column order (features.md section 9). */
export const DIRECTORIES: readonly DirectoryInfo[] = [
  { code: 'google', name: 'Google', sourceCode: 'google', logoUrl: '/directories/google.svg', publishable: true },
  { code: 'facebook', name: 'Facebook', sourceCode: 'facebook', logoUrl: '/directories/facebook.svg', publishable: true },
  { code: 'apple_maps', name: 'Apple Maps', sourceCode: 'apple_maps', logoUrl: '/directories/apple-maps.svg', publishable: true },
  { code: 'bing', name: 'Bing', sourceCode: 'bing', logoUrl: '/directories/bing.svg', publishable: false },
  { code: 'trip_advisor', name: 'Tripadvisor', sourceCode: 'tripadvisor', logoUrl: '/directories/tripadvisor.svg', publishable: false },
  { code: 'yelp', name: 'Yelp', sourceCode: 'yelp', logoUrl: '/directories/yelp.svg', publishable: false },
];

/** The main directory: Sync From Google compares with its copy. */
export const MAIN_DIRECTORY: DirectoryCode = 'google';

export function directoryInfo(code: DirectoryCode): DirectoryInfo {
  const info = DIRECTORIES.find((d) => d.code === code);
  if (!info) throw new Error(`Unknown directory ${code}`);
  return info;
}
