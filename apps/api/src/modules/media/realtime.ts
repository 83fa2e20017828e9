/**
 * The realtime channels (P7-090): a message published on a channel reaches every open stream of that channel
 * in this process. Streams also re-read the state from the database (GET /realtime/{channel}), so a message
 * published by another instance still arrives; an instance only speeds up its own.
 */
import { EventEmitter } from 'node:events';

export interface ChannelMessage {
  event: string;
  action: string;
  [key: string]: unknown;
}

export interface RealtimeHub {
  publish(channel: string, message: ChannelMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: ChannelMessage) => void): () => void;
}

export function inProcessRealtime(): RealtimeHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open stream
  return {
    publish: (channel, message) => void emitter.emit(channel, message),
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => void emitter.off(channel, listener);
    },
  };
}

export const IMAGE_CHANNEL_PREFIX = 'rtx_images-';
export const IMAGE_PROCESSING_COMPLETE = 'IMAGE_PROCESSING_COMPLETE';
export const imageChannel = (uploadId: number) => `${IMAGE_CHANNEL_PREFIX}${uploadId}`;
