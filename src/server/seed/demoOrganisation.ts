import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Agency details and extra people for the organisation screens (agencies, users, roles, teams). */
const AGENCY_DETAILS: Record<
  string,
  { npn: string; description: string; additionalBrokerFee: number; enforceMfa: boolean; locationAlias: string | null }
> = {
  alpha: {
    npn: '1234567',
    description: 'Full-service agency for small and mid-sized businesses.',
    additionalBrokerFee: 150,
    enforceMfa: false,
    locationAlias: 'Austin',
  },
  beta: {
    npn: '7654321',
    description: 'Specialist cyber brokerage.',
    additionalBrokerFee: 0,
    enforceMfa: false,
    locationAlias: null,
  },
};

/**
 * Fills in the demo agencies (NPN, fee, MFA rule, location) and adds users without logins, so the users,
 * teams and roles screens have more than the demo logins: a producer and a second agent per agency and a
 * Customer Success colleague on the provider's staff. Runs after the base demo data.
 */
export async function seedDemoOrganisation(db: Kysely<Database>): Promise<void> {
  const roleId = async (accountType: string, name: string) =>
    (
      await db
        .selectFrom('roles')
        .select('id')
        .where('accountType', '=', accountType)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const agencies = await db
    .selectFrom('accounts')
    .select(['id', 'hostname'])
    .where('accountType', '=', 'AGENCY')
    .where('hostname', 'in', Object.keys(AGENCY_DETAILS))
    .execute();
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const producerRole = await roleId('AGENCY', 'Principal Producer');
  const agentRole = await roleId('AGENCY', 'Agent');
  const successRole = await roleId('PROVIDER', 'Customer Success');
  await db.transaction().execute(async (trx) => {
    for (const agency of agencies) {
      const details = AGENCY_DETAILS[agency.hostname!];
      await trx
        .updateTable('accounts')
        .set({
          ...details,
          locations: JSON.stringify([
            {
              locationName: 'Head office',
              isHeadquarters: true,
              isLocationActive: true,
              locationAlias: details.locationAlias ?? undefined,
            },
          ]),
        })
        .where('id', '=', agency.id)
        .execute();
      const teams = await trx
        .selectFrom('teams')
        .select('id')
        .where('agencyId', '=', agency.id)
        .orderBy('name')
        .execute();
      const person = (firstName: string, lastName: string, role: string) =>
        trx
          .insertInto('users')
          .values({
            accountId: agency.id,
            email: `${firstName}.${lastName}@${agency.hostname}.demo.test`.toLowerCase(),
            firstName,
            lastName,
            roleId: role,
            modified: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      await person('Pat', 'Producer', producerRole);
      const agent = await person('Sam', 'Second', agentRole);
      await trx
        .insertInto('userTeams')
        .values({ userId: agent.id, teamId: teams[teams.length - 1].id })
        .execute();
    }
    const provider = await trx
      .selectFrom('accounts')
      .select('id')
      .where('accountType', '=', 'PROVIDER')
      .executeTakeFirst();
    if (provider) {
      await trx
        .insertInto('users')
        .values({
          accountId: provider.id,
          email: 'casey.success@demo.test',
          firstName: 'Casey',
          lastName: 'Success',
          roleId: successRole,
          slackHandle: '@casey',
          modified: new Date(),
        })
        .execute();
    }
  });
}
