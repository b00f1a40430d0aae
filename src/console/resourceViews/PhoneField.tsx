import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPhone } from '../../shared/region/phoneNumbers';
import { isRegion } from '../../shared/region/regions';
import { useConsoleConfig } from '../config/consoleConfig';

/**
 * A stored phone shown in its region's national format (+442079460018 → 020 7946 0018). The region is the
 * record's own `regionField` (an account's country) when it has one, else the console's region.
 */
export function PhoneField({
  source,
  regionField = 'country',
}: {
  source: string;
  label?: string;
  regionField?: string;
}) {
  const record = useRecordContext();
  const { region } = useConsoleConfig();
  const value = record?.[source];
  const own = record?.[regionField];
  return (
    <Typography variant="body2" component="span">
      {typeof value === 'string' && value ? formatPhone(value, isRegion(own) ? own : region) : '—'}
    </Typography>
  );
}
