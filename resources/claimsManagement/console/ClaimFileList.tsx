import { Chip } from '@mui/material';
import { Datagrid, DateField, FunctionField, SelectArrayInput, TextField } from 'react-admin';
import { useScreenTexts } from '../../../src/console/i18n/useScreenTexts';
import { ResourceList } from '../../../src/console/resourceViews/ResourceList';
import { MoneyField } from '../../../src/console/resourceViews/MoneyField';
import { CLAIM_FILE_STATUSES, claimsManagementResource, INCIDENT_TYPES, SEVERITIES } from '../declaration';
import { useClaimsBadge } from './claimsBadge';

const COLUMNS = [
  { source: 'claimNumber' },
  { source: 'accountName' },
  { source: 'incidentType' },
  { source: 'status' },
  { source: 'severity' },
  { source: 'reportedDate' },
  { source: 'totalReserve' },
];

type Row = Record<string, string>;

/** The claim files the caller sees (staff: all; an agency: its clients'), newest report first, with the claims badge. */
export function ClaimFileList() {
  const t = useScreenTexts('claimsManagement');
  const badgeText = useScreenTexts('claimsBadge');
  const badge = useClaimsBadge();
  const choices = (values: readonly string[], group: string) => values.map((id) => ({ id, name: t(`${group}.${id}`) }));
  const filters = [
    <SelectArrayInput
      key="status"
      source="status"
      label={t('fields.status')}
      choices={choices(CLAIM_FILE_STATUSES, 'statuses')}
    />,
    <SelectArrayInput
      key="severity"
      source="severity"
      label={t('fields.severity')}
      choices={choices(SEVERITIES, 'severities')}
    />,
    <SelectArrayInput
      key="incidentType"
      source="incidentType"
      label={t('fields.incidentType')}
      choices={choices(INCIDENT_TYPES, 'incidentTypes')}
    />,
  ];
  return (
    <>
      {badge ? (
        <Chip color="warning" sx={{ mt: 2 }} data-testid="claims-badge" label={badgeText('badge', { count: badge })} />
      ) : null}
      <ResourceList declaration={claimsManagementResource} columns={COLUMNS} filters={filters}>
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="claimNumber" label={t('fields.claimNumber')} emptyText="—" />
          <TextField source="accountName" label={t('fields.accountName')} sortable={false} />
          <FunctionField
            source="incidentType"
            label={t('fields.incidentType')}
            render={(row: Row) => t(`incidentTypes.${row.incidentType}`)}
          />
          <FunctionField
            source="status"
            label={t('fields.status')}
            render={(row: Row) => t(`statuses.${row.status}`)}
          />
          <FunctionField
            source="severity"
            label={t('fields.severity')}
            render={(row: Row) => t(`severities.${row.severity}`)}
          />
          <DateField source="reportedDate" label={t('fields.reportedDate')} />
          <MoneyField source="totalReserve" label={t('fields.totalReserve')} sortable={false} />
        </Datagrid>
      </ResourceList>
    </>
  );
}
