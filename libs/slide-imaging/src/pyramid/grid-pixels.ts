import sharp from 'sharp';

/** An image (a slide's thumbnail) resized to cols × rows pixels, three bytes (RGB) each: the screening coverage grid's colours. */
export async function gridPixels(imagePath: string, cols: number, rows: number): Promise<Uint8Array> {
  const { data } = await sharp(imagePath).resize(cols, rows, { fit: 'fill' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
