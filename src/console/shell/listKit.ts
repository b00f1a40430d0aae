import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  DatagridConfigurable,
  DateField,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectArrayInput,
  SelectColumnsButton,
  SelectInput,
  ShowButton,
  TextField,
  TopToolbar,
  WrapperField,
} from 'react-admin';

/**
 * react-admin's list kit: the list, its datagrids, search box and filter inputs, pagination, export, column
 * chooser, bulk delete and the record fields, which nearly every page of a persona area shows (each resource's
 * list, the dashboards' tables). The shell imports this module, and the build keeps it whole (`keepListKit` in
 * src/tools/build/bundlePlugins.ts), so that the kit comes with the shell in the entry: otherwise Rollup splits it into many small
 * chunks shared by different sets of views, and a list page downloads them one by one (measured on the accounts
 * list, 2026-11-29: 344,339 B gzip in 15 files with it, 366,383 B in 70 without).
 *
 * @public
 */
export const LIST_KIT = {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  DatagridConfigurable,
  DateField,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectArrayInput,
  SelectColumnsButton,
  SelectInput,
  ShowButton,
  TextField,
  TopToolbar,
  WrapperField,
};
