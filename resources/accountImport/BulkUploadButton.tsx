/** The accounts list's "Bulk upload" button: to the import page (its code loads when it is opened). */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useCanAccess } from 'react-admin';
import { IMPORT_ROUTE } from './route';
import { useImportText } from './useImportText';

export function BulkUploadButton() {
  const basename = useBasename();
  const text = useImportText();
  const { canAccess } = useCanAccess({ resource: 'accounts', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`${basename}${IMPORT_ROUTE}`} size="small" startIcon={<UploadFileIcon />}>
      {text('button')}
    </Button>
  );
}
