import { useEffect, useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { httpClient } from '../../src/console/providers/instances';
import type { Member } from './membership';
import type { OrganisationType } from './organisationTypes';

interface Organisation {
  name: string;
  description?: string | null;
}

/**
 * The signed-in organisation on its own dashboard: its name, description and members (a cluster's agencies,
 * an MSSP's clients, a pool's carriers…), read through its type's API like every record.
 */
export const panelFor = (type: OrganisationType) =>
  function OwnOrganisationPanel() {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const id = (identity as { account?: { id?: string } } | undefined)?.account?.id;
    const [organisation, setOrganisation] = useState<Organisation>();
    const [members, setMembers] = useState<Member[]>();
    useEffect(() => {
      if (!id) return;
      void httpClient(`${type.apiBase}/${id}`).then((answer) => setOrganisation(answer.json as Organisation));
      if (type.members)
        void httpClient(`${type.apiBase}/${id}/members`).then((answer) =>
          setMembers((answer.json as { content: Member[] }).content),
        );
    }, [id]);
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
