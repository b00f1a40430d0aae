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
 * list, the dashboards' tables). The shell imports it so that it comes in the shell's chunk, in one file:
 * otherwise Rollup splits these modules into a dozen small chunks shared by different sets of views, and a list
 * page downloads them one by one (measured: 13 KB gzip of per-file overhead on the accounts list).
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
