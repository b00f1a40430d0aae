import { useCallback } from 'react';
import { downloadCSV, useStore, useTranslate, type Exporter } from 'react-admin';
import type { ExportColumn } from './csvExport';
import { visibleSources, type AvailableColumn } from './visibleColumns';

export interface ListColumn {
  source: string;
  omitFromExport?: boolean;
}

/**
 * An exporter for a resource's list: the columns the user sees, in the order the list shows them (a column
 * hidden or moved through the list's column chooser is left out or moved too), labelled as the list labels
 * them.
 */
export function useCsvExporter(
  resource: string,
  columns: readonly ListColumn[],
  preferenceKey = `${resource}.datagrid`,
): Exporter {
  const translate = useTranslate();
  const [available] = useStore<AvailableColumn[]>(`preferences.${preferenceKey}.availableColumns`, []);
  const [chosen] = useStore<string[] | undefined>(`preferences.${preferenceKey}.columns`);
  const [omit] = useStore<string[] | undefined>(`preferences.${preferenceKey}.omit`);
  return useCallback(
    async (records: Record<string, unknown>[]) => {
      const shown = visibleSources(available, chosen, omit);
      const ordered = shown
        ? shown
            .map((source) => columns.find((column) => column.source === source))
            .filter((c): c is ListColumn => Boolean(c))
        : columns;
      const exported: ExportColumn[] = ordered.map((column) => ({
        ...column,
        label: translate(`resources.${resource}.fields.${column.source}`, { _: column.source }),
      }));
      // The CSV writer (papaparse) loads on the first export, not with the list.
      const { toCsv } = await import('./csvExport');
      downloadCSV(toCsv(records, exported), resource);
    },
    [available, chosen, omit, columns, resource, translate],
  );
}
