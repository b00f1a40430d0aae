import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useCallerAccountType } from '../../src/console/resourceViews/useCallerKind';

/** Spec 001 §2: in the agency persona, a "Setup Tags" link to /agency/manage/tags while the agency has none. */
export function SetupTagsLink() {
  const translate = useTranslate();
  const basename = useBasename();
  const agency = useCallerAccountType() === 'AGENCY';
  const { canAccess } = useCanAccess({ resource: 'tags', action: 'list' });
  const { total, isPending } = useGetList(
    'tags',
    { pagination: { page: 1, perPage: 1 } },
    { enabled: agency && Boolean(canAccess) },
  );
  if (!agency || !canAccess || isPending || total !== 0) return null;
  return (
    <Button component={Link} to={`${basename}/manage/tags`} size="small">
      {translate('resources.tags.setup')}
    </Button>
  );
}
