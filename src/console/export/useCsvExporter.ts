import { useCallback } from 'react';
import { downloadCSV, useStore, useTranslate, type Exporter } from 'react-admin';
import { toCsv, type ExportColumn } from './csvExport';

export interface ListColumn {
  source: string;
  omitFromExport?: boolean;
}

/**
 * An exporter for a resource's list: the columns the user sees (a column hidden through the list's column
 * chooser is left out too), labelled as the list labels them.
 */
export function useCsvExporter(resource: string, columns: readonly ListColumn[], preferenceKey = `preferences.${resource}.datagrid.omit`): Exporter {
  const translate = useTranslate();
  const [hidden] = useStore<string[]>(preferenceKey, []);
  return useCallback(
    (records: Record<string, unknown>[]) => {
      const exported: ExportColumn[] = columns
        .filter((column) => !(hidden ?? []).includes(column.source))
        .map((column) => ({ ...column, label: translate(`resources.${resource}.fields.${column.source}`, { _: column.source }) }));
      downloadCSV(toCsv(records, exported), resource);
    },
    [columns, hidden, resource, translate],
  );
}
