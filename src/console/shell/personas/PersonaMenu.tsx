import { Divider, Typography } from '@mui/material';
import DefaultIcon from '@mui/icons-material/ViewList';
import { createElement, memo, Suspense, type ComponentType } from 'react';
import {
  Menu,
  useBasename,
  useCreatePath,
  useGetResourceLabel,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { canAccessResource } from '../../auth/canAccessResource';
import { useConsoleProviders } from '../../providers/consoleProviders';
import { AfterContent } from '../AfterContent';
import { accountTypeOfBase, areaOffers } from './personaAreas';

type MenuOptions = { personas?: readonly string[]; menuBadge?: ComponentType } | undefined;

/**
 * The area's navigation: its dashboard, then the resources the persona offers and the user may list. Access is
 * decided for every item at once from the user's permissions (one read of the cached profile), not by a canAccess
 * call per item: a staff menu has some thirty items, and each call re-rendered its item once answered. A resource's
 * menu badge (`menuBadge`) follows its label once its code has loaded. Memoised: the layout renders again whenever
 * react-admin's routes settle, and the menu has nothing new to show then.
 *
 * The resources' items render just after the page's own content (AfterContent): a staff menu's thirty items cost
 * about as much as the rest of the shell, and the page's rows, when they arrive meanwhile, come first. The sidebar
 * keeps its width throughout, so nothing moves when they appear.
 */
export const PersonaMenu = memo(function PersonaMenu() {
  const basename = useBasename();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const [open] = useSidebarState();
  const definitions = useResourceDefinitions();
  const { declarations } = useConsoleProviders();
  const { permissions } = usePermissions<string[]>();
  const accountType = accountTypeOfBase(basename);
  const offered = permissions
    ? Object.values(definitions).filter(
        (definition) =>
          definition.hasList &&
          areaOffers(basename, (definition.options as MenuOptions)?.personas) &&
          canAccessResource(declarations, permissions, definition.name, 'list'),
      )
    : [];
  return (
    <Menu aria-label={translate('shell.menu.label')}>
      {open && accountType && (
        <>
          <Typography variant="overline" component="p" sx={{ px: 2, pt: 1 }} data-testid="persona-name">
            {translate(`shell.personas.${accountType}`)}
          </Typography>
          <Divider />
        </>
      )}
      <Menu.DashboardItem primaryText={translate('shell.menu.dashboard')} to={`${basename}/dashboard`} />
      <AfterContent>
        {offered.map(({ name, icon, options }) => {
          const Badge = (options as MenuOptions)?.menuBadge;
          return (
            <Menu.Item
              key={name}
              to={createPath({ resource: name, type: 'list' })}
              state={{ _scrollToTop: true }}
              leftIcon={createElement(icon ?? DefaultIcon)}
              primaryText={
                <>
                  {getResourceLabel(name, 2)}
                  {Badge && (
                    <Suspense fallback={null}>
                      <Badge />
                    </Suspense>
                  )}
                </>
              }
            />
          );
        })}
      </AfterContent>
    </Menu>
  );
});
