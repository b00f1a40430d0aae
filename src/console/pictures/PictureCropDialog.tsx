/**
 * The crop dialog shared by the profile picture and the agency logos (spec 001 §2 "profile picture crop",
 * "agency logo crop", "wide logo crop"; §5 limits; §9 zoom): choose a file (type and size checked here and again
 * by the server), the initial upload, then drag and zoom and Save, which sends the crop. A refusal shows the
 * server's text for the file, else the spec's "There has been an error uploading the image. Try again".
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { HttpError, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useScreenTexts } from '../i18n/useScreenTexts';
import { ImageCropper, type Crop } from './ImageCropper';
import type { InitialUpload } from './pictureMethods';

export interface PictureKindSpec {
  title: string;
  maxBytes: number;
  tooBig: string;
  zoom: { min: number; max: number };
  /** The crop box at zoom 1 for an image of this size. */
  box: (image: { width: number; height: number }) => { width: number; height: number };
  initialPath: string;
  pathField: 'profilePath' | 'logoPath';
  cropPath: string;
  cropBody: (crop: Crop, uploaded: InitialUpload) => Record<string, unknown>;
}

const ACCEPTED = /\.(png|jpe?g|gif)$/i;
export const UPLOAD_FAILED = 'There has been an error uploading the image. Try again';

/** The server's text for the file (or another field), else undefined. */
function refusalOf(failure: unknown): string | undefined {
  const body =
    failure instanceof HttpError ? (failure.body as { errors?: Record<string, unknown> } | undefined) : undefined;
  const errors =
    body?.errors && typeof body.errors === 'object'
      ? Object.values(body.errors).filter((detail) => typeof detail === 'string')
      : [];
  return (errors[0] as string | undefined) ?? undefined;
}

export function PictureCropDialog({ kind, onClose }: { kind: PictureKindSpec; onClose: (saved: boolean) => void }) {
  const text = useScreenTexts('pictures');
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const [file, setFile] = useState<File | undefined>();
  const [source, setSource] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState<InitialUpload | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const crop = useRef<Crop | null>(null);
  const onCrop = useCallback((next: Crop) => (crop.current = next), []);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const choose = async (chosen: File | undefined) => {
    setError(undefined);
    setUploaded(undefined);
    setFile(chosen);
    if (!chosen) return;
    if (!ACCEPTED.test(chosen.name)) return setError(text('wrongType'));
    if (chosen.size > kind.maxBytes) return setError(kind.tooBig);
    setPending(true);
    try {
      const answer = await dataProvider.uploadPicture(kind.initialPath, chosen, kind.pathField);
      setSource(URL.createObjectURL(chosen));
      setUploaded(answer);
    } catch (failure) {
      setError(refusalOf(failure) ?? UPLOAD_FAILED);
    } finally {
      setPending(false);
    }
  };

  const save = async () => {
    if (!uploaded || !crop.current) return;
    setPending(true);
    setError(undefined);
    try {
      await dataProvider.cropPicture(
        kind.cropPath,
        crop.current.x,
        crop.current.y,
        kind.cropBody(crop.current, uploaded),
      );
      onClose(true);
    } catch (failure) {
      setError(refusalOf(failure) ?? UPLOAD_FAILED);
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !pending && onClose(false)}
      aria-labelledby="picture-crop-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="picture-crop-title">{kind.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box>
            <Button component="label" variant="outlined" disabled={pending}>
              {text('chooseImage')}
              <input
                hidden
                type="file"
                accept=".png,.jpg,.jpeg,.gif"
                aria-label={text('chooseImage')}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </Button>
            <Typography component="span" sx={{ ml: 2 }} variant="body2">
              {file?.name ?? text('noImage')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {text('limits', {
              size: kind.maxBytes >= 1024 * 1024 ? `${kind.maxBytes / 1024 / 1024} MB` : `${kind.maxBytes / 1024} kb`,
            })}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {uploaded && source && (
            <ImageCropper
              src={source}
              imageWidth={uploaded.width}
              imageHeight={uploaded.height}
              box={kind.box(uploaded)}
              zoom={kind.zoom}
              zoomLabel={text('zoom')}
              onChange={onCrop}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={pending}>
          {text('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={pending || !uploaded}>
          {text('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
