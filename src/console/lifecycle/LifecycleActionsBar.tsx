/**
 * A record's actions bar for any resource with a published machine: the actions the machine (the data provider's
 * `lifecycle`) allows from the record's status and product to the signed-in user's permissions, each opening the
 * dialog the resource names for it; `children` add buttons of the resource's own (e.g. a download).
 */
import { Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useDataProvider, usePermissions, useRecordContext } from 'react-admin';
import type { PlatformDataProvider } from '../providers/dataProvider';
import type { LifecycleCatalogue } from './catalogue';
import type { LifecycleDialogProps, VersionedRecord } from './dialogProps';
import { LifecycleKitContext, type LifecycleKit } from './lifecycleKit';
import { offeredActions, type OfferedAction } from './offeredActions';
import { useScreenTexts } from '../i18n/useScreenTexts';

interface StatefulRecord extends VersionedRecord {
  status?: string | null;
  product?: string | null;
}

export interface LifecycleActionsBarProps<R extends StatefulRecord, Kind extends string> {
  kit: LifecycleKit;
  catalogue: LifecycleCatalogue<Kind>;
  dialogs: Readonly<Record<Kind, ComponentType<LifecycleDialogProps<R, Kind>>>>;
  children?: ReactNode;
}

export function LifecycleActionsBar<R extends StatefulRecord, Kind extends string>({
  kit,
  catalogue,
  dialogs,
  children,
}: LifecycleActionsBarProps<R, Kind>) {
  const record = useRecordContext<R>();
  const { permissions } = usePermissions<string[]>();
  const text = useScreenTexts(kit.texts);
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const { data: machine } = useQuery({
    queryKey: [kit.resource, 'lifecycle'],
    queryFn: ({ signal }) => dataProvider.lifecycle(kit.resource, { signal }),
    staleTime: 10 * 60_000,
  });
  const [open, setOpen] = useState<OfferedAction<Kind> | null>(null);
  if (!record) return null;
  const offered = machine ? offeredActions(catalogue, machine, record, permissions ?? []) : [];
  const Dialog: ComponentType<LifecycleDialogProps<R, Kind>> | undefined = open ? dialogs[open.dialog] : undefined;
  return (
    <LifecycleKitContext.Provider value={kit}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        role="toolbar"
        aria-label={text('bar')}
        data-testid={`${kit.name}-actions`}
        data-status={record.status}
      >
        {offered.map((action) => (
          <Button key={action.key} size="small" variant="outlined" onClick={() => setOpen(action)}>
            {text(`actions.${action.key}.button`)}
          </Button>
        ))}
        {children}
        {open && Dialog && <Dialog key={open.key} action={open} record={record} onClose={() => setOpen(null)} />}
      </Stack>
    </LifecycleKitContext.Provider>
  );
}
