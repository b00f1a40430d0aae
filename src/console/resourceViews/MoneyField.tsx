import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { useRegionFormat } from '../format/useRegionFormat';

/** An amount in the region's currency and locale (spec 000 §9: £ for UK, $ otherwise, 2 decimals), by `useRegionFormat`. */
export function MoneyField({ emptyText, ...props }: FieldProps) {
  const format = useRegionFormat();
  const translate = useTranslate();
  const value: unknown = useFieldValue(props);
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  const text = Number.isFinite(amount) ? format.money(amount) : emptyText ? translate(emptyText, { _: emptyText }) : '';
  return (
    <Typography component="span" variant="body2" className={props.className}>
      {text}
    </Typography>
  );
}
MoneyField.textAlign = 'right' as const;
