// @vitest-environment jsdom
import { ALL_TEAMS_ID, chooseTeam, narrowsAlike, teamSelection } from './teamSelection';

const teams = [
  { id: ALL_TEAMS_ID, name: 'All' },
  { id: 't1', name: 'Alpha East', isDefault: false },
  { id: 't2', name: 'Alpha West', isDefault: true },
];

describe('chooseTeam (spec 000 §4)', () => {
  it('keeps the stored team while it is still offered', () => {
    expect(chooseTeam(teams, 't1', { isStaff: false, realm: 'ACCOUNT' })).toBe('t1');
  });

  it('falls back to All for an account-realm token', () => {
    expect(chooseTeam(teams, 'gone', { isStaff: false, realm: 'ACCOUNT' })).toBe(ALL_TEAMS_ID);
  });

  it('falls back to the default team, else the first, for a team-realm token', () => {
    const own = teams.slice(1);
    expect(chooseTeam(own, null, { isStaff: false, realm: 'TEAM' })).toBe('t2');
    expect(chooseTeam([own[0]], null, { isStaff: false, realm: 'TEAM' })).toBe('t1');
  });

  it('resets staff to All', () => {
    expect(chooseTeam(teams, 't1', { isStaff: true, realm: 'ACCOUNT' })).toBe(ALL_TEAMS_ID);
  });
});

describe('teamSelection', () => {
  it('stores the choice per account type and tells its listeners', () => {
    const heard: (string | undefined)[] = [];
    const stop = teamSelection.subscribe((id) => heard.push(id));
    teamSelection.select('AGENCY', 't1');
    stop();
    expect(teamSelection.current()).toBe('t1');
    expect(teamSelection.stored('AGENCY')).toBe('t1');
    expect(teamSelection.stored('CUSTOMER')).toBeNull();
    expect(heard).toEqual(['t1']);
  });

  it('takes up the stored team on a page load before the selector answers, and forgets it at sign-out', () => {
    teamSelection.select('AGENCY', 't2');
    teamSelection.forget();
    expect(teamSelection.current()).toBeUndefined();
    teamSelection.restore('AGENCY');
    expect(teamSelection.current()).toBe('t2');
    // A choice made in this page is not replaced by the stored one.
    teamSelection.select('AGENCY', 't3');
    teamSelection.restore('CUSTOMER');
    expect(teamSelection.current()).toBe('t3');
  });
});

describe('narrowsAlike', () => {
  it('treats no selection and All as the same scope, and any team as its own', () => {
    expect(narrowsAlike(undefined, ALL_TEAMS_ID)).toBe(true);
    expect(narrowsAlike(ALL_TEAMS_ID, ALL_TEAMS_ID)).toBe(true);
    expect(narrowsAlike('team-1', 'team-1')).toBe(true);
    expect(narrowsAlike(undefined, 'team-1')).toBe(false);
    expect(narrowsAlike(ALL_TEAMS_ID, 'team-1')).toBe(false);
    expect(narrowsAlike('team-1', 'team-2')).toBe(false);
  });
});
