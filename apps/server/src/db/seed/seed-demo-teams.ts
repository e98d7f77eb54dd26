import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import {
  teamMembers,
  teamRegistrationMembers,
  teamRegistrations,
  teams,
  tournamentMembers,
  tournaments,
  users,
  type TeamRoleName,
} from '../schema';

const DEMO = (who: string) => `${who}@demo.tightlines.app`;

interface DemoTeam {
  id: string;
  name: string;
  owner: string;
  members: { who: string; role: TeamRoleName }[];
  /** The demo tournament it is registered in, with the members who fish it; none, not registered. */
  registeredIn: { tournamentId: string; registrationId: string; who: string[] } | null;
}

/** Fixed ids: seeding again finds them (issue 38: a couple of teams, one registered in a demo tournament). */
export const DEMO_TEAMS: DemoTeam[] = [
  {
    id: '3a7e0000-3f4a-4b8e-9a10-000000000001',
    name: 'Reel Pacific',
    owner: 'captain',
    members: [
      { who: 'captain', role: 'Captain' },
      { who: 'angler', role: 'Angler' },
      { who: 'mate', role: 'Mate' },
    ],
    registeredIn: {
      // The Pacific Billfish Classic (seed-demo-tournaments.ts), upcoming and paid.
      tournamentId: '7d1e0c52-3f4a-4b8e-9a10-000000000001',
      registrationId: '3a7e0000-3f4a-4b8e-9a10-000000000101',
      who: ['captain', 'angler', 'mate'],
    },
  },
  {
    id: '3a7e0000-3f4a-4b8e-9a10-000000000002',
    name: 'Sailfish Sisters',
    owner: 'boat',
    members: [
      { who: 'boat', role: 'Captain' },
      { who: 'organiser', role: 'Angler' },
    ],
    registeredIn: null,
  },
];

/**
 * The demo world's teams (issue 38), written straight to their tables (seedDemoUsers and
 * seedDemoTournaments first): a team of three registered in a demo tournament, whose members are its
 * entrants, and one not registered. Idempotent: answers how many teams it added.
 */
export async function seedDemoTeams(db: Db, now = new Date()): Promise<number> {
  const who = [...new Set(DEMO_TEAMS.flatMap((team) => team.members.map((member) => member.who)))];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, who.map(DEMO)));
  const idOf = (name: string) => people.find((person) => person.email === DEMO(name))?.id;
  let added = 0;
  for (const demo of DEMO_TEAMS) {
    const ownerId = idOf(demo.owner);
    if (!ownerId) continue;
    const [existing] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, demo.id));
    if (existing) continue;
    const members = demo.members.flatMap((member) => {
      const userId = idOf(member.who);
      return userId ? [{ userId, role: member.role }] : [];
    });
    await db.transaction(async (tx) => {
      await tx.insert(teams).values({ id: demo.id, name: demo.name, ownerId });
      await tx.insert(teamMembers).values(members.map((member) => ({ teamId: demo.id, ...member })));
      const registration = demo.registeredIn;
      if (!registration) return;
      const [tournament] = await tx
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(eq(tournaments.id, registration.tournamentId));
      if (!tournament) return;
      const fishing = members.filter((member) =>
        registration.who.some((name) => idOf(name) === member.userId),
      );
      await tx.insert(teamRegistrations).values({
        id: registration.registrationId,
        tournamentId: tournament.id,
        teamId: demo.id,
        teamName: demo.name,
        registeredBy: ownerId,
        members: fishing,
        status: 'registered',
        registeredAt: now,
      });
      await tx.insert(teamRegistrationMembers).values(
        fishing.map((member) => ({
          tournamentId: tournament.id,
          registrationId: registration.registrationId,
          ...member,
        })),
      );
      await tx
        .insert(tournamentMembers)
        .values(fishing.map((member) => ({ tournamentId: tournament.id, userId: member.userId })))
        .onConflictDoNothing();
    });
    added += 1;
  }
  return added;
}
