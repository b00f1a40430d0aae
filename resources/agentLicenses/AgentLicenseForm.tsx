import agentLicenseSchema from '../../schemas/records/agentLicense.schema.json';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { loadLicenseFormPages } from '../agencyLicenses';
import { AgentInput } from './AgentInput';

type LicensePages = ReturnType<Awaited<ReturnType<typeof loadLicenseFormPages>>['licenseFormPages']>;
let pages: Promise<LicensePages> | undefined;

/** The agent licence's create and edit pages: the licences' shared pages over its own fields, built once. */
export const agentLicensePages = (): Promise<LicensePages> =>
  (pages ??= loadLicenseFormPages().then(({ licenseFormPages }) =>
    licenseFormPages(
      agentLicenseSchema,
      <>
        <AgentInput />
        <TextInput source="number" isRequired />
        <SelectInput source="state" choices={US_STATE_CHOICES} isRequired />
        <DateInput source="expirationDate" isRequired />
        <TextInput source="npn" />
      </>,
    ),
  ));
