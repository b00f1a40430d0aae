import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ApiCall } from '../keysMethods';

/** The columns of a list of API calls; `keyName` only where the calls of several keys are listed together. */
export type CallColumn = 'created' | 'keyName' | 'method' | 'path' | 'statusCode' | 'durationMs';

const cell = (call: ApiCall & { keyName?: string }, column: CallColumn) => {
  if (column === 'created') return new Date(call.created).toLocaleString();
  return call[column];
};

/** API calls made with keys (spec 001 §7 API activity), newest first, one row each. */
export function CallsTable({
  calls,
  columns,
  label,
  labelledBy,
}: {
  calls: readonly (ApiCall & { keyName?: string })[];
  columns: readonly CallColumn[];
  label: (column: CallColumn) => string;
  labelledBy?: string;
}) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{label(column)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {calls.map((call) => (
          <TableRow key={call.id}>
            {columns.map((column) => (
              <TableCell
                key={column}
                sx={column === 'path' ? { fontFamily: 'monospace', wordBreak: 'break-all' } : undefined}
              >
                {cell(call, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
