import { open, type FileHandle } from 'node:fs/promises';

/** Random access to bytes, so the TIFF reader works on files (without loading them) and on buffers. */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buf.length,
    read: (offset, length) => Promise.resolve(buf.subarray(offset, Math.min(buf.length, offset + length))),
    close: () => Promise.resolve(),
  };
}

export async function fileSource(path: string): Promise<ByteSource> {
  const handle: FileHandle = await open(path, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const len = Math.max(0, Math.min(length, size - offset));
      const buf = Buffer.alloc(len);
      let done = 0;
      while (done < len) {
        const { bytesRead } = await handle.read(buf, done, len - done, offset + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return done === len ? buf : buf.subarray(0, done);
    },
    close: () => handle.close(),
  };
}

export async function withFileSource<T>(path: string, use: (source: ByteSource) => Promise<T>): Promise<T> {
  const source = await fileSource(path);
  try {
    return await use(source);
  } finally {
    await source.close();
  }
}
