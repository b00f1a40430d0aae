import { useLocation } from 'react-router-dom';
import { ClaimFormPage } from './ClaimFormPage';

/** New claim; `?accountId=` (from an account's page) fixes the account. */
export function ClaimCreate() {
  const accountId = new URLSearchParams(useLocation().search).get('accountId') ?? undefined;
  return <ClaimFormPage initialAccountId={accountId} />;
}
