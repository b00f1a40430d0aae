import { useGetIdentity } from 'react-admin';
import { isAccountType, STAFF_ACCOUNT_TYPE, type AccountType } from '../../shared/accountTypes';

/** The signed-in organisation's type (PROVIDER, AGENCY, CUSTOMER…), for fields only some personas see. */
export function useCallerAccountType(): AccountType | undefined {
  const { identity } = useGetIdentity();
  const accountType = (identity as { account?: { accountType?: string } } | undefined)?.account?.accountType;
  return isAccountType(accountType) ? accountType : undefined;
}

export const useIsStaff = (): boolean => useCallerAccountType() === STAFF_ACCOUNT_TYPE;
