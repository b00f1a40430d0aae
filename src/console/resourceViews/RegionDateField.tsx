import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { useRegionFormat } from '../format/useRegionFormat';

/**
 * A day or an instant as the region writes it (`useRegionFormat`): `2031-02-01` is 2/1/31 in the US, 01/02/2031 in
 * the UK; with `showTime`, an instant with its time of day. Whatever the browser's own language.
 */
export function RegionDateField({ showTime = false, emptyText, ...props }: FieldProps & { showTime?: boolean }) {
  const format = useRegionFormat();
  const translate = useTranslate();
  const value: unknown = useFieldValue(props);
  const text =
    typeof value === 'string' && value !== ''
      ? showTime
        ? format.dateTime(value)
        : format.date(value)
      : emptyText
        ? translate(emptyText, { _: emptyText })
        : '';
  return (
    <Typography component="span" variant="body2" className={props.className}>
      {text}
    </Typography>
  );
}
