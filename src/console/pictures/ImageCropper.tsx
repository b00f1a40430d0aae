/**
 * A small cropper: the picture under a window of the output's shape, dragged with the pointer (or the arrow
 * keys) and zoomed with a slider. It reports what the server's crop takes (resources/pictures/cropImage.ts): the
 * window's box `x, y, width, height` over the image scaled by `zoom`, in the image's own pixels. The window is
 * drawn at `scale` screen pixels per box pixel so a 300×72 logo and a 256 px picture both fit the dialog.
 */
import { Box, Slider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
  zoom: number;
}

export interface ImageCropperProps {
  /** An object URL of the chosen file. */
  src: string;
  /** The image's size as the server read it (after EXIF orientation). */
  imageWidth: number;
  imageHeight: number;
  /** The box's size in image pixels at zoom 1 (the output's aspect ratio). */
  box: { width: number; height: number };
  zoom: { min: number; max: number };
  zoomLabel: string;
  onChange: (crop: Crop) => void;
}

const clampZoom = (value: number, min: number, max: number) =>
  Math.round(Math.min(max, Math.max(min, value)) * 10) / 10;

export function ImageCropper({
  src,
  imageWidth,
  imageHeight,
  box,
  zoom: range,
  zoomLabel,
  onChange,
}: ImageCropperProps) {
  // The starting zoom makes the image cover the box when the range allows it.
  const cover = Math.max(box.width / imageWidth, box.height / imageHeight);
  const [zoom, setZoom] = useState(() => clampZoom(cover, range.min, range.max));
  // The box's top-left corner over the zoomed image; centred at first.
  const [offset, setOffset] = useState(() => ({
    x: (imageWidth * zoom - box.width) / 2,
    y: (imageHeight * zoom - box.height) / 2,
  }));
  const drag = useRef<{ pointer: number; x: number; y: number; start: { x: number; y: number } } | null>(null);
  const scale = Math.min(1, 360 / box.width);

  useEffect(() => {
    onChange({ x: Math.round(offset.x), y: Math.round(offset.y), width: box.width, height: box.height, zoom });
  }, [offset, zoom, box.width, box.height, onChange]);

  const zoomTo = (next: number) => {
    // Keep the box's centre over the same point of the picture.
    const centre = { x: (offset.x + box.width / 2) / zoom, y: (offset.y + box.height / 2) / zoom };
    setZoom(next);
    setOffset({ x: centre.x * next - box.width / 2, y: centre.y * next - box.height / 2 });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, start: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    setOffset({
      x: current.start.x - (event.clientX - current.x) / scale,
      y: current.start.y - (event.clientY - current.y) / scale,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = 5;
    const moves: Record<string, { x: number; y: number }> = {
      ArrowLeft: { x: step, y: 0 },
      ArrowRight: { x: -step, y: 0 },
      ArrowUp: { x: 0, y: step },
      ArrowDown: { x: 0, y: -step },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOffset({ x: offset.x + move.x, y: offset.y + move.y });
  };

  return (
    <Stack spacing={1} alignItems="center">
      <Box
        role="img"
        aria-label={zoomLabel}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          width: box.width * scale,
          height: box.height * scale,
          cursor: 'move',
          touchAction: 'none',
          outline: '2px dashed',
          outlineColor: 'primary.main',
          backgroundColor: 'grey.200',
          backgroundImage: 'repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%)',
          backgroundSize: '16px 16px',
        }}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: -offset.x * scale,
            top: -offset.y * scale,
            width: imageWidth * zoom * scale,
            height: imageHeight * zoom * scale,
            maxWidth: 'none',
            userSelect: 'none',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ width: '100%', maxWidth: 360 }}>
        <Typography variant="body2" id="cropper-zoom-label">
          {zoomLabel}
        </Typography>
        <Slider
          aria-labelledby="cropper-zoom-label"
          value={zoom}
          min={range.min}
          max={range.max}
          step={0.1}
          valueLabelDisplay="auto"
          onChange={(_event, value) => zoomTo(clampZoom(Array.isArray(value) ? value[0] : value, range.min, range.max))}
        />
      </Stack>
    </Stack>
  );
}
