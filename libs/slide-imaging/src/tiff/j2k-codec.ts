import openjpeg, { type OpenJpegModule } from '@cornerstonejs/codec-openjpeg/wasmjs';

/**
 * JPEG 2000 tiles through OpenJPEG compiled to WebAssembly (the prebuilt libvips has no JPEG 2000
 * loader, and `npm start` may not need a system package). The WebAssembly build, not the package's
 * default asm.js one, which is about 20 times slower. One module per thread (imports run on the
 * decoding threads of j2k-decoders.ts); its heap stays flat (about 50 MiB) however many tiles pass.
 */
let module: Promise<OpenJpegModule> | undefined;
// OpenJPEG prints its warnings and errors itself; a bad tile is told by its empty output instead.
const openJpeg = () => (module ??= openjpeg({ print: () => undefined, printErr: () => undefined }));

export interface DecodedTile {
  width: number;
  height: number;
  /** Interleaved 8-bit samples, `components` per pixel. */
  samples: Uint8Array;
  components: number;
}

/**
 * Decodes one codestream. A decoder per tile: on a damaged codestream OpenJPEG does not throw, and a
 * reused decoder would hand back the previous tile's pixels; a fresh one hands back nothing.
 */
export async function decodeJ2k(codestream: Uint8Array): Promise<DecodedTile> {
  const oj = await openJpeg();
  const decoder = new oj.J2KDecoder();
  try {
    decoder.getEncodedBuffer(codestream.length).set(codestream);
    try {
      decoder.decode();
    } catch (thrown) {
      // A C++ exception reaches JavaScript as a bare number (its pointer).
      throw new Error(`JPEG 2000 codestream did not decode (OpenJPEG threw ${String(thrown)})`);
    }
    const frame = decoder.getFrameInfo();
    const decoded = decoder.getDecodedBuffer();
    const expected = frame.width * frame.height * frame.componentCount;
    if (decoded.length === 0 || decoded.length !== expected) throw new Error(`JPEG 2000 codestream did not decode (${decoded.length} of ${expected} bytes)`);
    if (frame.bitsPerSample !== 8 || frame.isSigned) throw new Error(`JPEG 2000 tile has ${frame.bitsPerSample}-bit ${frame.isSigned ? 'signed ' : ''}samples`);
    return { width: frame.width, height: frame.height, components: frame.componentCount, samples: decoded.slice() };
  } finally {
    decoder.delete();
  }
}

/** Encodes 8-bit RGB (lossy, 9/7 wavelet with the colour transform, as Aperio's 33005), for test and bench files. */
export async function encodeJ2k(rgb: Uint8Array, width: number, height: number, compressionRatio = 20): Promise<Uint8Array> {
  const oj = await openJpeg();
  const encoder = new oj.J2KEncoder();
  try {
    encoder.getDecodedBuffer({ width, height, bitsPerSample: 8, componentCount: 3, isSigned: false }).set(rgb);
    encoder.setQuality(false, 1);
    encoder.setCompressionRatio(0, compressionRatio);
    encoder.setProgressionOrder(0);
    try {
      encoder.encode();
    } catch (thrown) {
      // With its five wavelet levels OpenJPEG refuses small images (40 × 40 and 64 × 31 were seen to fail).
      throw new Error(`JPEG 2000 encoding of ${width} × ${height} failed (OpenJPEG threw ${String(thrown)})`);
    }
    return encoder.getEncodedBuffer().slice();
  } finally {
    encoder.delete();
  }
}

/**
 * Aperio 33003 tiles hold Y, Cb and Cr as the codestream's components (no colour transform in the
 * codestream): back to RGB with the full-range JFIF equations, in place.
 */
export function ycbcrToRgb(samples: Uint8Array): void {
  for (let i = 0; i + 2 < samples.length; i += 3) {
    const y = samples[i]!;
    const cb = samples[i + 1]! - 128;
    const cr = samples[i + 2]! - 128;
    samples[i] = clamp(y + 1.402 * cr);
    samples[i + 1] = clamp(y - 0.344136 * cb - 0.714136 * cr);
    samples[i + 2] = clamp(y + 1.772 * cb);
  }
}

/** The inverse, for writing 33003 test files. */
export function rgbToYcbcr(samples: Uint8Array): void {
  for (let i = 0; i + 2 < samples.length; i += 3) {
    const r = samples[i]!;
    const g = samples[i + 1]!;
    const b = samples[i + 2]!;
    samples[i] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
    samples[i + 1] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
    samples[i + 2] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
  }
}

const clamp = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));
