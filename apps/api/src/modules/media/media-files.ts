/** Public addresses of photo files: /api/media_files/{key} (the key's 96 random bits make it unguessable). */
export const mediaFileUrl = (key: string) => `/api/media_files/${encodeURIComponent(key)}`;
