import { Divider, Typography } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import {
  Menu,
  useBasename,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { accountTypeOfBase, areaOffers } from './personaAreas';

type MenuOptions = { personas?: readonly string[]; menuBadge?: ComponentType } | undefined;

/**
 * The area's navigation: its dashboard, then the resources the persona offers (each checks canAccess itself). A
 * resource's menu badge (`menuBadge`) follows its label once its code has loaded.
 */
export function PersonaMenu() {
  const basename = useBasename();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const [open] = useSidebarState();
  const definitions = useResourceDefinitions();
  const accountType = accountTypeOfBase(basename);
  const offered = Object.values(definitions).filter(
    (definition) => definition.hasList && areaOffers(basename, (definition.options as MenuOptions)?.personas),
  );
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
      {offered.map(({ name, options }) => {
        const Badge = (options as MenuOptions)?.menuBadge;
        if (!Badge) return <Menu.ResourceItem key={name} name={name} />;
        const primaryText = (
          <>
            {getResourceLabel(name, 2)}
            <Suspense fallback={null}>
              <Badge />
            </Suspense>
          </>
        );
        return <Menu.ResourceItem key={name} name={name} primaryText={primaryText} />;
      })}
    </Menu>
  );
}
