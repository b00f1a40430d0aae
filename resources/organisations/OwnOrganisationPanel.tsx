import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../src/console/notifications/useNotifyFailure';
import { useOrganisationCalls } from './organisationMethods';
import type { OrganisationType } from './organisationTypes';

interface Organisation {
  id: string;
  name: string;
  description?: string | null;
}

/**
 * The signed-in organisation on its own dashboard: its name, description and members (a cluster's agencies,
 * an MSSP's clients, a pool's carriers…), read through the data provider like every record.
 */
export const panelFor = (type: OrganisationType) =>
  function OwnOrganisationPanel() {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const id = (identity as { account?: { id?: string } } | undefined)?.account?.id;
    const calls = useOrganisationCalls();
    const { data: organisation, error } = useGetOne<Organisation>(
      type.name,
      { id: id ?? '' },
      { enabled: Boolean(id), retry: false },
    );
    const { data: members, error: membersError } = useQuery({
      queryKey: [type.name, 'members', id],
      queryFn: () => calls.organisationMembers(type.name, id!),
      enabled: Boolean(id && type.members),
      retry: false,
    });
    useNotifyFailure(error ?? membersError);
    if (!organisation) return null;
    return (
      <Card variant="outlined" data-testid="own-organisation">
        <CardContent>
          <Typography variant="h6" component="h2">
            {organisation.name}
          </Typography>
          {organisation.description && <Typography color="text.secondary">{organisation.description}</Typography>}
          {type.members && members && (
            <Typography sx={{ mt: 1 }} data-testid="own-organisation-members">
              {translate(`resources.organisations.members.${type.members.accountType}`)}:{' '}
              {members.map((member) => member.name).join(', ') || translate('resources.organisations.noMembers')}
            </Typography>
          )}
        </CardContent>
      </Card>
    );
  };
