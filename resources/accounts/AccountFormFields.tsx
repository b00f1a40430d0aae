import { Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useConsoleConfig } from '../../src/console/config/consoleConfig';
import { ACCOUNT_STATUSES, COUNTRY_CHOICES } from './choices';

const Section = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(label)}
    </Typography>
  );
};

/** The inputs of an account, shared by create and edit. Required marks follow the schema. */
export function AccountFormFields() {
  const { region } = useConsoleConfig();
  return (
    <>
      <Section label="app.accounts.sections.organisation" />
      <TextInput source="name" isRequired fullWidth />
      <SelectInput source="status" choices={ACCOUNT_STATUSES} defaultValue="Open" />
      <Section label="app.accounts.sections.address" />
      <SelectInput source="country" choices={COUNTRY_CHOICES} defaultValue={region} isRequired />
      <TextInput source="address1" isRequired fullWidth />
      <TextInput source="address2" fullWidth />
      <TextInput source="city" isRequired />
      <TextInput source="state" />
      <TextInput source="zipCode" isRequired />
      <TextInput source="phone" />
      <Section label="app.accounts.sections.policyContact" />
      <TextInput source="policyContactFirstName" />
      <TextInput source="policyContactLastName" />
      <TextInput source="policyContactEmail" type="email" />
      <TextInput source="policyContactPhone" />
    </>
  );
}
