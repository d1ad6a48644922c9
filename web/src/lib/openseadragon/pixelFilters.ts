/**
 * The per-tile pixel pass behind the image filters. It works on RGBA bytes, so it runs on any
 * OpenSeadragon drawer (WebGL or canvas) through the tile data pipeline, and in unit tests. Pure.
 */
import { kernelSize, type ImageFilterSettings } from './imageFilters';

/** Brightness, then contrast around mid-grey, then gamma, as one 256-entry lookup table. */
export function toneCurve(settings: Pick<ImageFilterSettings, 'brightness' | 'contrast' | 'gamma'>): Uint8ClampedArray {
  const curve = new Uint8ClampedArray(256);
  for (let value = 0; value < 256; value += 1) {
    const brightened = Math.min(255, Math.max(0, value + settings.brightness));
    const contrasted = Math.min(255, Math.max(0, (brightened - 127.5) * settings.contrast + 127.5));
    curve[value] = 255 * (contrasted / 255) ** (1 / settings.gamma);
  }
  return curve;
}

function applyCurve(pixels: Uint8ClampedArray, curve: Uint8ClampedArray): void {
  for (let index = 0; index < pixels.length; index += 4) {
    pixels[index] = curve[pixels[index]!]!;
    pixels[index + 1] = curve[pixels[index + 1]!]!;
    pixels[index + 2] = curve[pixels[index + 2]!]!;
  }
}

/**
 * Convolution with edge pixels repeated. Tiles have no overlap, so a kernel sees a repeated edge
 * at tile borders instead of the neighbour tile: a faint seam with large blur kernels, accepted.
 */
function convolve(pixels: Uint8ClampedArray, width: number, height: number, kernel: readonly number[], side: number): void {
  const source = pixels.slice();
  const half = (side - 1) / 2;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let ky = 0; ky < side; ky += 1) {
        const sy = Math.min(height - 1, Math.max(0, y + ky - half));
        for (let kx = 0; kx < side; kx += 1) {
          const sx = Math.min(width - 1, Math.max(0, x + kx - half));
          const weight = kernel[ky * side + kx]!;
          const at = (sy * width + sx) * 4;
          red += source[at]! * weight;
          green += source[at + 1]! * weight;
          blue += source[at + 2]! * weight;
        }
      }
      const out = (y * width + x) * 4;
      pixels[out] = red;
      pixels[out + 1] = green;
      pixels[out + 2] = blue;
    }
  }
}

/** Black or white by luminance (Rec. 601 weights); alpha is kept. */
function applyThreshold(pixels: Uint8ClampedArray, threshold: number): void {
  for (let index = 0; index < pixels.length; index += 4) {
    const luminance = 0.299 * pixels[index]! + 0.587 * pixels[index + 1]! + 0.114 * pixels[index + 2]!;
    const value = luminance >= threshold ? 255 : 0;
    pixels[index] = value;
    pixels[index + 1] = value;
    pixels[index + 2] = value;
  }
}

/** Applies valid settings to RGBA pixels in place: tone curve, then kernel, then threshold. */
export function applyImageFilters(pixels: Uint8ClampedArray, width: number, height: number, settings: ImageFilterSettings): void {
  if (pixels.length !== width * height * 4) throw new RangeError('Pixel data does not match the tile size.');
  if (settings.brightness !== 0 || settings.contrast !== 1 || settings.gamma !== 1) applyCurve(pixels, toneCurve(settings));
  if (settings.kernel) {
    const side = kernelSize(settings.kernel);
    if (side !== null && side > 1) convolve(pixels, width, height, settings.kernel, side);
  }
  if (settings.threshold !== null) applyThreshold(pixels, settings.threshold);
}
