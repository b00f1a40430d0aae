/**
 * One picture or logo as its owner manages it: the stored image (or "None"), Change (the crop dialog) and Remove.
 * The image is read again after each change (GET answers 204 when there is none).
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useScreenTexts } from '../i18n/useScreenTexts';
import { PictureCropDialog, type PictureKindSpec } from './PictureCropDialog';
import type { PlatformDataProvider } from '../providers/dataProvider';

export function PictureSlot({
  kind,
  imagePath,
  canChange = true,
}: {
  kind: PictureKindSpec;
  imagePath: string;
  canChange?: boolean;
}) {
  const text = useScreenTexts('pictures');
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const dataProvider = useDataProvider<PlatformDataProvider>();
  // Read again after each change; none (204) or a failure shows "None".
  const image = useQuery({ queryKey: ['picture', imagePath], queryFn: () => dataProvider.bytes(imagePath), gcTime: 0 });
  const reload = () => void image.refetch();
  const blob = image.data ?? null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);

  const remove = async () => {
    try {
      await dataProvider.removePicture(imagePath);
      notify(text('removed'), { type: 'success' });
      reload();
    } catch {
      notify(text('removeFailed'), { type: 'error' });
    }
  };

  return (
    <Stack spacing={1} aria-label={kind.title} role="group">
      <Typography variant="subtitle2">{kind.title}</Typography>
      <Box sx={{ minHeight: 72, display: 'flex', alignItems: 'center' }}>
        {url ? (
          <img src={url} alt={kind.title} style={{ maxWidth: '100%', border: '1px solid #ddd' }} />
        ) : (
          <Typography color="text.secondary">{text('none')}</Typography>
        )}
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
              reload();
            }
          }}
        />
      )}
    </Stack>
  );
}
