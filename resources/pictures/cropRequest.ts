/**
 * The crop calls' inputs (spec 001 §7): `xCoordinate` and `yCoordinate` in the query; in the body the zoom
 * (`zoomFactor`, the kind's range, spec 001 §9), the box (`width` and `height`, or `sideLength` for the square
 * profile picture) and the path the initial upload answered (`logoPath` / `profilePath`). Each bad value is a
 * 400 naming its field.
 */
import { invalid } from '../../src/server/http/apiError';
import type { CropBox } from './cropImage';
import type { PictureKind } from './pictureRules';

const numberOf = (value: unknown, field: string, label: string): number => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw invalid([{ field, detail: `${label} is a required field` }]);
  return number;
};

const boxSide = (value: unknown, field: string, label: string): number => {
  const side = numberOf(value, field, label);
  if (side < 1 || side > 10_000) throw invalid([{ field, detail: `${label} must be between 1 and 10000` }]);
  return side;
};

export function cropBox(kind: PictureKind, query: Record<string, unknown>, body: Record<string, unknown>): CropBox {
  const zoom = numberOf(body.zoomFactor, 'zoomFactor', 'Zoom');
  if (zoom < kind.zoom.min || zoom > kind.zoom.max)
    throw invalid([{ field: 'zoomFactor', detail: `Zoom must be between ${kind.zoom.min} and ${kind.zoom.max}` }]);
  const x = numberOf(query.xCoordinate, 'xCoordinate', 'X coordinate');
  const y = numberOf(query.yCoordinate, 'yCoordinate', 'Y coordinate');
  if (body.sideLength !== undefined) {
    const side = boxSide(body.sideLength, 'sideLength', 'Side length');
    return { x, y, width: side, height: side, zoom };
  }
  return { x, y, width: boxSide(body.width, 'width', 'Width'), height: boxSide(body.height, 'height', 'Height'), zoom };
}

/** The path the crop names must be the upload this owner made (400 on `field` otherwise). */
export function checkPath(named: unknown, stored: string | undefined, field: string): void {
  if (!stored || named !== stored) throw invalid([{ field, detail: 'Please upload the image first' }]);
}
