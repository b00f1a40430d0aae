/** The rows an import refused, a page at a time: the file's row, the column and what is wrong with it. */
import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { DataProviderWith } from '../../src/console/providers/methods';
import type { importMethods } from './importMethods';
import type { RefusedRowAnswer } from './wire';
import { useImportText } from './useImportText';

const PAGE_SIZE = 25;

export function RefusedRowsTable({ jobId, total }: { jobId: string; total: number }) {
  const text = useImportText();
  const dataProvider = useDataProvider<DataProviderWith<typeof importMethods>>();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<RefusedRowAnswer[]>([]);
  useEffect(() => {
    let current = true;
    dataProvider.refusedRows(jobId, page, PAGE_SIZE).then(
      (answer) => current && setRows(answer.content),
      (failure: unknown) => console.error(failure),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, jobId, page]);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {text('errorsTitle')}
      </Typography>
      <Table size="small" aria-label={text('errorsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{text('row')}</TableCell>
            <TableCell>{text('column')}</TableCell>
            <TableCell>{text('error')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.flatMap((row) =>
            row.errors.map((error) => (
              <TableRow key={`${row.row}-${error.field}`}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell>{error.detail}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </>
  );
}
