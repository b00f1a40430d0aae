import agencyLicenseSchema from '../../schemas/records/agencyLicense.schema.json';
import { BooleanInput, DateInput, SelectInput, TextInput } from 'react-admin';
import { AgencyInput } from '../../src/console/resourceViews/AgencyInput';
import { US_STATE_CHOICES } from '../../src/console/resourceViews/usStates';
import { licenseFormPages } from './LicenseFormPages';

const { LicenseCreate, LicenseEdit } = licenseFormPages(
  agencyLicenseSchema,
  <>
    <AgencyInput />
    <TextInput source="number" isRequired />
    <SelectInput source="state" choices={US_STATE_CHOICES} isRequired />
    <DateInput source="expirationDate" isRequired />
    <TextInput source="npn" />
    <BooleanInput source="activeResidentState" />
  </>,
);

export const AgencyLicenseCreate = LicenseCreate;
export const AgencyLicenseEdit = LicenseEdit;
