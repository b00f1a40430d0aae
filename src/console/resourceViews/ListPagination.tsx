import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * react-admin's pagination, honest about a total the server counted only up to a limit: the data provider
 * then gives no total (so there is no last page to jump to, only next and previous) and `meta.totalAtLeast`,
 * shown as "1-25 of 1,000+".
 */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const atLeast = (meta as { totalAtLeast?: number } | undefined)?.totalAtLeast;
  const label =
    atLeast === undefined
      ? undefined
      : ({ from, to }: { from: number; to: number }) =>
          translate('console.list.rangeAtLeast', {
            from,
            to,
            total: atLeast.toLocaleString(),
            _: `${from}-${to} of ${atLeast.toLocaleString()}+`,
          });
  return <Pagination rowsPerPageOptions={rowsPerPageOptions} {...(label ? { labelDisplayedRows: label } : {})} />;
}
