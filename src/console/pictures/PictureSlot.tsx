/**
 * One picture or logo as its owner manages it: the stored image (or "None"), Change (the crop dialog) and Remove.
 * The image is read again after each change (GET answers 204 when there is none).
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useScreenTexts } from '../i18n/useScreenTexts';
import { httpClient } from '../providers/instances';
import { PictureCropDialog, type PictureKindSpec } from './PictureCropDialog';
import { fetchImageUrl } from './pictureApi';

export function PictureSlot({ kind, imagePath, canChange = true }: { kind: PictureKindSpec; imagePath: string; canChange?: boolean }) {
  const text = useScreenTexts('pictures');
  const notify = useNotify();
  const [url, setUrl] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const load = useCallback(() => {
    let current = true;
    fetchImageUrl(imagePath).then((next) => {
      if (current) setUrl((previous) => (previous && URL.revokeObjectURL(previous), next));
      else if (next) URL.revokeObjectURL(next);
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [imagePath]);
  const [generation, setGeneration] = useState(0);
  useEffect(load, [load, generation]);

  const remove = async () => {
    try {
      await httpClient(imagePath, { method: 'DELETE' });
      notify(text('removed'), { type: 'success' });
      setGeneration((value) => value + 1);
    } catch {
      notify(text('removeFailed'), { type: 'error' });
    }
  };

  return (
    <Stack spacing={1} aria-label={kind.title} role="group">
      <Typography variant="subtitle2">{kind.title}</Typography>
      <Box sx={{ minHeight: 72, display: 'flex', alignItems: 'center' }}>
        {url ? <img src={url} alt={kind.title} style={{ maxWidth: '100%', border: '1px solid #ddd' }} /> : <Typography color="text.secondary">{text('none')}</Typography>}
      </Box>
      {canChange && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
            {text('change')}
          </Button>
          {url && (
            <Button size="small" color="error" onClick={() => void remove()}>
              {text('remove')}
            </Button>
          )}
        </Stack>
      )}
      {editing && (
        <PictureCropDialog
          kind={kind}
          onClose={(saved) => {
            setEditing(false);
            if (saved) {
              notify(text('saved'), { type: 'success' });
              setGeneration((value) => value + 1);
            }
          }}
        />
      )}
    </Stack>
  );
}
