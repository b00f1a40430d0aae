import agentLicenseSchema from '../../schemas/records/agentLicense.schema.json';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { licenseFormPages } from '../agencyLicenses/LicenseFormPages';
import { AgentInput } from './AgentInput';

const { LicenseCreate, LicenseEdit } = licenseFormPages(
  agentLicenseSchema,
  <>
    <AgentInput />
    <TextInput source="number" isRequired />
    <SelectInput source="state" choices={US_STATE_CHOICES} isRequired />
    <DateInput source="expirationDate" isRequired />
    <TextInput source="npn" />
  </>,
);

export const AgentLicenseCreate = LicenseCreate;
export const AgentLicenseEdit = LicenseEdit;
