import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, TitlePortal, UserMenu } from 'react-admin';
import { usePageTitle } from './usePageTitle';

const ConsoleUserMenu = () => (
  <UserMenu>
    <Logout redirectTo="/logout" />
  </UserMenu>
);

const ConsoleAppBar = () => (
  <AppBar userMenu={<ConsoleUserMenu />}>
    <TitlePortal />
  </AppBar>
);

/** react-admin's layout with the console's app bar; also keeps the page title in step with the account. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
