import { useGetIdentity } from 'react-admin';
import { STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';

/** The signed-in organisation's type (PROVIDER, AGENCY, CUSTOMER…), for fields only some personas see. */
export function useCallerAccountType(): string | undefined {
  const { identity } = useGetIdentity();
  return (identity as { account?: { accountType?: string } } | undefined)?.account?.accountType;
}

export const useIsStaff = (): boolean => useCallerAccountType() === STAFF_ACCOUNT_TYPE;
