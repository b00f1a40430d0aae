/**
 * Server-side image work with sharp (libvips): an upload is read, oriented by its EXIF tag and kept as a PNG
 * without metadata; a crop takes the box the console's cropper shows — `x`, `y`, `width`, `height` over the
 * image scaled by `zoom` — and writes exactly the kind's output size. Only the part of the original under the
 * box is decoded and scaled; where the box overhangs the image (zoom below 1) the result is transparent.
 */
/** sharp and libvips (~26 MB of server memory) load with the first picture, not with the server. */
const loadSharp = async () => (await import('sharp')).default;
import { invalid } from '../../src/server/http/apiError';
import { ACCEPTED_EXTENSIONS, ACCEPTED_FORMATS, MAX_SIDE, NOT_AN_IMAGE, UPLOAD_FAILED } from './pictureRules';

export interface NormalisedImage {
  png: Buffer;
  width: number;
  height: number;
}

/** The upload as a PNG, or 400 on `file` (not an accepted type, unreadable, too many pixels). */
export async function normaliseUpload(fileName: string, bytes: Uint8Array): Promise<NormalisedImage> {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension))
    throw invalid([{ field: 'file', detail: NOT_AN_IMAGE }]);
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes).metadata();
    if (!(ACCEPTED_FORMATS as readonly string[]).includes(meta.format ?? ''))
      throw invalid([{ field: 'file', detail: NOT_AN_IMAGE }]);
    if (!meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE)
      throw invalid([{ field: 'file', detail: UPLOAD_FAILED }]);
    const { data, info } = await sharp(bytes).rotate().png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    if ((error as { status?: number }).status === 400) throw error;
    throw invalid([{ field: 'file', detail: UPLOAD_FAILED }]);
  }
}

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
  zoom: number;
}

/** The part of `png` under the box, scaled to `output`; 400 on `xCoordinate` when the box misses the image. */
export async function cropImage(png: Buffer, box: CropBox, output: { width: number; height: number }): Promise<Buffer> {
  const sharp = await loadSharp();
  const meta = await sharp(png).metadata();
  const width = meta.width!;
  const height = meta.height!;
  const scaleX = output.width / box.width;
  const scaleY = output.height / box.height;
  const left = Math.max(0, Math.floor(box.x / box.zoom));
  const top = Math.max(0, Math.floor(box.y / box.zoom));
  const right = Math.min(width, Math.ceil((box.x + box.width) / box.zoom));
  const bottom = Math.min(height, Math.ceil((box.y + box.height) / box.zoom));
  if (right <= left || bottom <= top)
    throw invalid([{ field: 'xCoordinate', detail: 'The crop does not cover the image' }]);
  const placeLeft = Math.min(output.width - 1, Math.max(0, Math.round((left * box.zoom - box.x) * scaleX)));
  const placeTop = Math.min(output.height - 1, Math.max(0, Math.round((top * box.zoom - box.y) * scaleY)));
  const partWidth = Math.max(1, Math.min(output.width - placeLeft, Math.round((right - left) * box.zoom * scaleX)));
  const partHeight = Math.max(1, Math.min(output.height - placeTop, Math.round((bottom - top) * box.zoom * scaleY)));
  const part = await sharp(png)
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(partWidth, partHeight, { fit: 'fill' })
    .png()
    .toBuffer();
  return sharp({
    create: { width: output.width, height: output.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: part, left: placeLeft, top: placeTop }])
    .png()
    .toBuffer();
}
