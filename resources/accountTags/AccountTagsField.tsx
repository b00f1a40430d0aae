import { Chip, Stack, Typography } from '@mui/material';
import { useCanAccess, useCreate, useDelete, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { StoredRecord } from '../../src/shared/api/types';
import type { AccountRecord, AccountTagRecord, TagRecord } from '../../src/shared/generated/records';

/**
 * The agency's tags on an account's page, each selected (filled) or not (outlined); a click toggles it
 * (spec 001 §5: "they toggle selected or not selected"). Selecting creates an account-tag, unselecting
 * deletes it.
 */
export function AccountTagsField() {
  const account = useRecordContext<StoredRecord<AccountRecord>>();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canRead } = useCanAccess({ resource: 'tags', action: 'list' });
  const { canAccess: canToggle } = useCanAccess({ resource: 'accountTags', action: 'create' });
  const enabled = Boolean(account?.agencyId && canRead);
  const page = { page: 1, perPage: 100 };
  const { data: tags = [] } = useGetList<StoredRecord<TagRecord>>(
    'tags',
    { pagination: page, sort: { field: 'name', order: 'ASC' }, filter: { agencyId: account?.agencyId } },
    { enabled },
  );
  const { data: selected = [], refetch } = useGetList<StoredRecord<AccountTagRecord>>(
    'accountTags',
    { pagination: page, sort: { field: 'tagName', order: 'ASC' }, filter: { accountId: account?.id } },
    { enabled },
  );
  const [create, { isPending: creating }] = useCreate();
  const [remove, { isPending: removing }] = useDelete();
  if (!enabled || !account) return null;

  const failed = () => notify('ra.notification.http_error', { type: 'error' });
  const toggle = (tag: StoredRecord<TagRecord>) => {
    const selection = selected.find((s) => s.tagId === tag.id);
    if (selection) {
      remove(
        'accountTags',
        { id: selection.id, previousData: selection },
        { mutationMode: 'pessimistic', onSuccess: () => refetch(), onError: failed },
      );
    } else {
      create(
        'accountTags',
        { data: { accountId: account.id, tagId: tag.id } },
        { onSuccess: () => refetch(), onError: failed },
      );
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.tags.name', { smart_count: 2 })}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        role="group"
        aria-label={translate('resources.tags.name', { smart_count: 2 })}
      >
        {tags.map((tag) => {
          const isSelected = selected.some((s) => s.tagId === tag.id);
          return (
            <Chip
              key={tag.id}
              label={tag.name}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              disabled={!canToggle || creating || removing}
              onClick={canToggle ? () => toggle(tag) : undefined}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
