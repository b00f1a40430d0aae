import { Divider, Typography } from '@mui/material';
import { Menu, useBasename, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { accountTypeOfBase, areaOffers } from './personaAreas';

/** The area's navigation: its dashboard, then the resources the persona offers (each checks canAccess itself). */
export function PersonaMenu() {
  const basename = useBasename();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const definitions = useResourceDefinitions();
  const accountType = accountTypeOfBase(basename);
  const names = Object.values(definitions)
    .filter((definition) => definition.hasList && areaOffers(basename, (definition.options as { personas?: readonly string[] } | undefined)?.personas))
    .map((definition) => definition.name);
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
      {names.map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
}
