import { stat } from 'node:fs/promises';
import { SLIDE_FORMATS } from '@cytocampus/contracts';
import sharp from 'sharp';
import { CONVERT_ADVICE, SlideImportError } from '../errors.js';
import { withFileSource, type ByteSource } from '../tiff/byte-source.js';
import { imageLayout, type ImageLayout } from '../tiff/ifd-fields.js';
import { isTiffHeader, readTiff } from '../tiff/read-tiff.js';
import { Compression, J2K_COMPRESSIONS, LIBVIPS_COMPRESSIONS, compressionName, isDecodable } from '../tiff/tags.js';
import { checkColourTagging, type ColourFix } from './colour-tagging.js';
import { plausibleMpp, vendorMetadata, type SlideFormat } from './vendor-metadata.js';

/**
 * Everything we learn about a slide file before decoding a single pixel. Refusals happen here, from
 * the tags, so an unsupported file fails fast with a reason instead of failing (or worse, producing
 * wrong pixels) halfway through tiling.
 */
export interface SlideInspection {
  format: SlideFormat;
  width: number;
  height: number;
  /** The page (TIFF directory) holding the full-resolution image. */
  page: number;
  macroPage: number | null;
  micronsPerPixel: number | null;
  objectivePower: number | null;
  /** Set when the JPEG tiles' colour space disagrees with the TIFF tag (see colour-tagging.ts). */
  colourFix: ColourFix | null;
  /** The full-resolution image has JPEG 2000 tiles, which OpenJPEG decodes (decode-j2k.ts). */
  jpeg2000: boolean;
  mainLayout: ImageLayout | null;
  bytes: number;
  modifiedMs: number;
}

const JPEG_MAX_SIDE = 65_535;

export async function inspectSlide(path: string): Promise<SlideInspection> {
  const info = await stat(path).catch(() => {
    throw new SlideImportError('not-found', 'The slide file could not be found.', path);
  });
  return withFileSource(path, async (source) => {
    const head = await source.read(0, 16);
    const file = { bytes: info.size, modifiedMs: Math.round(info.mtimeMs) };
    if (isTiffHeader(head)) return { ...(await inspectTiff(source)), ...file };
    const kind = head[0] === 0xff && head[1] === 0xd8 ? 'jpeg' : head.subarray(1, 4).toString('latin1') === 'PNG' ? 'png' : null;
    if (!kind) throw new SlideImportError('unsupported-format', `This file is not a supported slide format. Supported: ${SLIDE_FORMATS}. ${CONVERT_ADVICE}`);
    const meta = await sharp(path, { limitInputPixels: false })
      .metadata()
      .catch((error: unknown) => {
        throw new SlideImportError('corrupt-file', 'The image file is damaged and cannot be read.', String(error));
      });
    // JPEG and PNG carry a DPI meant for printing; only a microscope-like value is believed.
    const mpp = meta.density ? plausibleMpp(25_400 / meta.density) : null;
    return {
      format: kind,
      width: meta.width,
      height: meta.height,
      page: 0,
      macroPage: null,
      micronsPerPixel: mpp,
      objectivePower: null,
      colourFix: null,
      jpeg2000: false,
      mainLayout: null,
      ...file,
    };
  });

  async function inspectTiff(source: ByteSource) {
    const tiff = await readTiff(source);
    const layouts = tiff.ifds.map(imageLayout);
    // The full-resolution image is the largest full-resolution page (page 0 in every vendor format we know).
    let page = 0;
    layouts.forEach((l, i) => {
      const best = layouts[page]!;
      if ((l.newSubfileType & 1) === 0 && l.width * l.height > best.width * best.height) page = i;
    });
    const main = layouts[page]!;
    if (main.width === 0 || main.height === 0 || main.offsets.length === 0)
      throw new SlideImportError('corrupt-file', 'The slide file is damaged: its main image has no pixels.');
    const jpeg2000 = J2K_COMPRESSIONS.has(main.compression);
    if (!isDecodable(main.compression) || (jpeg2000 && main.bitsPerSample !== 8)) {
      const what = isDecodable(main.compression) ? `${main.bitsPerSample}-bit JPEG 2000` : compressionName(main.compression);
      throw new SlideImportError(
        'unsupported-compression',
        `This slide uses ${what}, which cannot be read here. ${CONVERT_ADVICE}`,
        `compression ${main.compression}`,
      );
    }
    if (!main.tiled && main.compression === Compression.JPEG && Math.max(main.width, main.blockHeight) > JPEG_MAX_SIDE) {
      // NDPI stores each level as one JPEG; past 65,535 pixels only OpenSlide-style partial decoding reads it.
      throw new SlideImportError(
        'unsupported-layout',
        `This slide stores its full-resolution image as a single JPEG larger than 65,535 pixels, which cannot be read here. ${CONVERT_ADVICE}`,
        `${main.width}x${main.height} strip JPEG`,
      );
    }
    if (main.offsets.length !== main.byteCounts.length || main.offsets.some((o, i) => o + (main.byteCounts[i] ?? 0) > source.size)) {
      throw new SlideImportError('corrupt-file', 'The slide file is incomplete or damaged (image data is missing). Upload it again.', 'block past end of file');
    }
    const vendor = vendorMetadata(tiff, tiff.ifds[page]!, layouts);
    const macro = vendor.macroPage === null ? null : layouts[vendor.macroPage]!;
    // A macro page that libvips cannot decode as it is (JPEG 2000, false colour tags) is skipped: the preview is downscaled instead.
    const macroPage = macro && LIBVIPS_COMPRESSIONS.has(macro.compression) && !(await checkColourTagging(source, macro)) ? vendor.macroPage : null;
    return {
      format: vendor.format,
      width: main.width,
      height: main.height,
      page,
      macroPage,
      micronsPerPixel: vendor.micronsPerPixel,
      objectivePower: vendor.objectivePower,
      colourFix: await checkColourTagging(source, main),
      jpeg2000,
      mainLayout: main,
    };
  }
}
