import { number, text, type ImageLayout } from '../tiff/ifd-fields.js';
import type { TiffFile, TiffIfd } from '../tiff/read-tiff.js';
import { Tag } from '../tiff/tags.js';

/**
 * What each slide format says about itself: its kind, the physical pixel size, the scanner's
 * objective, and which page holds the macro (overview) photograph.
 */
export type SlideFormat = 'aperio-svs' | 'hamamatsu-ndpi' | 'ome-tiff' | 'bigtiff' | 'tiff' | 'jpeg' | 'png';

export interface VendorMetadata {
  format: SlideFormat;
  micronsPerPixel: number | null;
  objectivePower: number | null;
  macroPage: number | null;
}

/** Microscope scans have pixels between about 0.05 and 20 µm; anything else is a screen DPI. */
export function plausibleMpp(mpp: number | null | undefined): number | null {
  return mpp !== null && mpp !== undefined && Number.isFinite(mpp) && mpp >= 0.05 && mpp <= 20 ? Math.round(mpp * 1e6) / 1e6 : null;
}

/** `|MPP = 0.499|AppMag = 20|` pairs of an Aperio description (our synthetic slides use them too). */
function descriptionValue(description: string, key: string): number | null {
  const match = new RegExp(`\\|\\s*${key}\\s*=\\s*([0-9.]+)`, 'i').exec(description);
  return match ? Number(match[1]) : null;
}

function resolutionMpp(ifd: TiffIfd): number | null {
  const x = number(ifd, Tag.XResolution);
  const unit = number(ifd, Tag.ResolutionUnit) ?? 2;
  if (!x || !Number.isFinite(x) || x <= 0) return null;
  if (unit === 3) return plausibleMpp(10_000 / x);
  if (unit === 2) return plausibleMpp(25_400 / x);
  return null;
}

const MICRONS: Record<string, number> = { µm: 1, μm: 1, um: 1, nm: 0.001, mm: 1000, cm: 10_000, m: 1e6 };

function omeMetadata(xml: string): { mpp: number | null; objective: number | null } {
  const pixels = /<Pixels\b[^>]*>/i.exec(xml)?.[0] ?? '';
  const size = /PhysicalSizeX="([0-9.eE+-]+)"/.exec(pixels);
  const unit = /PhysicalSizeXUnit="([^"]+)"/.exec(pixels)?.[1] ?? 'µm';
  const objective = /NominalMagnification="([0-9.]+)"/.exec(xml);
  return {
    mpp: size && MICRONS[unit] !== undefined ? plausibleMpp(Number(size[1]) * MICRONS[unit]) : null,
    objective: objective ? Number(objective[1]) : null,
  };
}

export function vendorMetadata(file: TiffFile, main: TiffIfd, layouts: ImageLayout[]): VendorMetadata {
  const description = text(main, Tag.ImageDescription) ?? '';
  if (description.startsWith('Aperio')) {
    const macro = layouts.findIndex((l) => /^\s*macro\b/im.test(l.description.split('\n').slice(1).join('\n')));
    return {
      format: 'aperio-svs',
      micronsPerPixel: plausibleMpp(descriptionValue(description, 'MPP')) ?? resolutionMpp(main),
      objectivePower: descriptionValue(description, 'AppMag'),
      macroPage: macro >= 0 ? macro : null,
    };
  }
  if (main.entries.has(Tag.NdpiFormatFlag) || text(main, Tag.Make) === 'Hamamatsu') {
    // NDPI: SourceLens is the objective of a pyramid level, -1 marks the macro photograph.
    const macro = file.ifds.findIndex((ifd) => number(ifd, Tag.NdpiSourceLens) === -1);
    const lens = number(main, Tag.NdpiSourceLens);
    return {
      format: 'hamamatsu-ndpi',
      micronsPerPixel: resolutionMpp(main),
      objectivePower: lens && lens > 0 ? lens : null,
      macroPage: macro >= 0 ? macro : null,
    };
  }
  if (description.includes('<OME')) {
    const ome = omeMetadata(description);
    return { format: 'ome-tiff', micronsPerPixel: ome.mpp ?? resolutionMpp(main), objectivePower: ome.objective, macroPage: null };
  }
  return {
    format: file.bigTiff ? 'bigtiff' : 'tiff',
    micronsPerPixel: plausibleMpp(descriptionValue(description, 'MPP')) ?? resolutionMpp(main),
    objectivePower: descriptionValue(description, 'AppMag'),
    macroPage: null,
  };
}
