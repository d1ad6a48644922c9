import { parentPort } from 'node:worker_threads';
import { decodeJ2kBlock, type J2kTileRequest } from './j2k-tile.js';

/** A decoding thread of J2kDecoders: one tile at a time, the RGB block handed back without a copy. */
parentPort!.on('message', (message: { id: number } & J2kTileRequest) => {
  decodeJ2kBlock(message).then(
    (rgb) => parentPort!.postMessage({ id: message.id, rgb }, [rgb.buffer as ArrayBuffer]),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
