import { useEffect } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';

/** "{account name} - Adaptive Insurance Platform" (spec 000 §2.3). */
export function usePageTitle(): void {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const account = (identity?.account as { name?: string } | undefined)?.name;
  useEffect(() => {
    document.title = account ? translate('app.pageTitle', { account }) : translate('app.productName');
  }, [account, translate]);
}
