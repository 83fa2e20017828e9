import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go as they are: a header's worth of bytes is not worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's replies on the fly (brotli at @fastify/compress's fast default quality, or gzip),
 * by Accept-Encoding, above the threshold. Registered inside the API's scope: the web app's files have
 * their copies made at build time.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
