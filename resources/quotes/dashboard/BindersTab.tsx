import { useState } from 'react';
import { MenuItem, TextField as MuiTextField } from '@mui/material';
import { Datagrid, DateField, SelectInput, ShowButton, TextField, WrapperField, useTranslate } from 'react-admin';
import type { DashboardTabProps } from '../../../src/console/registry/consoleResource';
import { DashboardList } from '../../../src/console/shell/dashboard/agencyTabs/DashboardList';
import { BINDER_STATUSES } from '../lifecycle/statuses';

/** Spec 002 §2 "binders by payment (paid, need payment)": the quote's `isPaid`. */
const filters = [
  <SelectInput
    key="isPaid"
    source="isPaid"
    label="shell.dashboard.tabs.payment"
    alwaysOn
    choices={[
      { id: 'true', name: 'shell.dashboard.tabs.paid' },
      { id: 'false', name: 'shell.dashboard.tabs.needPayment' },
    ]}
  />,
];

/**
 * BINDERS: Effective, Client, Binder Number, Status, Actions; soonest effective date first. The status choice
 * (one binder state, or all three) is part of what the tab is, so it sits beside the list's own filters and
 * can never widen the list beyond binders.
 */
export default function BindersTab({ prefilter, teamScope }: DashboardTabProps) {
  const translate = useTranslate();
  const [state, setState] = useState('');
  return (
    <>
      <MuiTextField
        select
        size="small"
        label={translate('shell.dashboard.tabs.binderStatus')}
        value={state}
        onChange={(event) => setState(event.target.value)}
        sx={{ minWidth: 200, mt: 1 }}
      >
        <MenuItem value="">{translate('shell.dashboard.tabs.allBinders')}</MenuItem>
        {BINDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </MuiTextField>
      <DashboardList
        resource="quotes"
        filter={{ ...prefilter, status: state ? [state] : [...BINDER_STATUSES] }}
        sort={{ field: 'effectiveDate', order: 'ASC' }}
        teamScope={teamScope}
        filters={filters}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="effectiveDate" />
          <TextField source="companyName" />
          <TextField source="quoteNumber" label="shell.dashboard.tabs.binderNumber" />
          <TextField source="status" />
          <WrapperField label="resources.quotes.fields.actions" sortable={false}>
            <ShowButton />
          </WrapperField>
        </Datagrid>
      </DashboardList>
    </>
  );
}
