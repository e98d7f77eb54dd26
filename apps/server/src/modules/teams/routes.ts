import {
  ZTeam,
  ZTeamInput,
  ZTeamList,
  ZTeamMemberParams,
  ZTeamParams,
  ZTeamRegistrationInput,
  ZTeamRegistrationResult,
  ZTeamUpdate,
  ZTeamVerification,
  ZTeamVerifyInput,
  ZTournamentTeams,
  ZTournamentTeamsParams,
} from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, signedIn } from '../../http/authenticate';
import { ok, okResponse } from '../../http/envelope';
import { requireReadableTournament } from '../tournaments';
import type { TeamsDeps } from './deps';
import { createTeam, editTeam, leaveTeam, removeTeamMember } from './edit-team';
import { getTeam, myTeams, tournamentTeams } from './read-teams';
import { registerTeam, verifyTeam } from './register';

const tags = ['teams'];

/**
 * Teams (issue 38, spec §7 Teams): my teams, one team, create and edit (the owner), remove a member
 * (the owner), leave or decline (a member), verify and register a team for a tournament (signed
 * in); a tournament's teams for anyone who can read the tournament.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ teams: TeamsDeps }> = async (app, { teams: deps }) => {
  app.get(
    '/teams/mine',
    {
      schema: { tags, summary: 'The teams I own or belong to', response: okResponse(ZTeamList) },
      preValidation: signedIn,
    },
    async (request) => ok(await myTeams(deps, requireActor(request))),
  );

  app.get(
    '/teams/:teamId',
    {
      schema: { tags, summary: 'One of my teams', params: ZTeamParams, response: okResponse(ZTeam) },
      preValidation: signedIn,
    },
    async (request) => ok(await getTeam(deps, requireActor(request), request.params.teamId)),
  );

  app.post(
    '/teams',
    {
      schema: { tags, summary: 'Create a team', body: ZTeamInput, response: okResponse(ZTeam) },
      preValidation: signedIn,
    },
    async (request) => ok(await createTeam(deps, requireActor(request), request.body)),
  );

  app.patch(
    '/teams/:teamId',
    {
      schema: {
        tags,
        summary: 'Edit a team (its owner)',
        params: ZTeamParams,
        body: ZTeamUpdate,
        response: okResponse(ZTeam),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await editTeam(deps, requireActor(request), request.params.teamId, request.body)),
  );

  app.delete(
    '/teams/:teamId/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (the team’s owner)',
        params: ZTeamMemberParams,
        response: okResponse(ZTeam),
      },
      preValidation: signedIn,
    },
    async (request) =>
      ok(await removeTeamMember(deps, requireActor(request), request.params.teamId, request.params.userId)),
  );

  for (const [verb, declined] of [
    ['leave', false],
    ['decline', true],
  ] as const) {
    app.post(
      `/teams/:teamId/${verb}`,
      {
        schema: {
          tags,
          summary: declined ? 'Decline being added to a team' : 'Leave a team',
          params: ZTeamParams,
          body: z.object({}).optional(),
          response: okResponse(z.null()),
        },
        preValidation: signedIn,
      },
      async (request) => {
        await leaveTeam(deps, requireActor(request), request.params.teamId, declined);
        return ok(null);
      },
    );
  }

  app.post(
    '/teams/:teamId/verify',
    {
      schema: {
        tags,
        summary: 'Verify a team’s marked members against a tournament',
        params: ZTeamParams,
        body: ZTeamVerifyInput,
        response: okResponse(ZTeamVerification),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await verifyTeam(deps, requireActor(request), request.params.teamId, request.body)),
  );

  app.post(
    '/team-registrations',
    {
      schema: {
        tags,
        summary: 'Register a team for a tournament: at once (free) or through a checkout (paid)',
        body: ZTeamRegistrationInput,
        response: okResponse(ZTeamRegistrationResult),
      },
      preValidation: signedIn,
    },
    async (request) => ok(await registerTeam(deps, requireActor(request), request.body)),
  );

  app.get(
    '/tournaments/:tournamentId/teams',
    {
      schema: {
        tags,
        summary: 'The teams registered for a tournament and who fishes in each',
        params: ZTournamentTeamsParams,
        response: okResponse(ZTournamentTeams),
      },
    },
    async (request) => {
      await requireReadableTournament(deps.db, request.params.tournamentId);
      return ok(await tournamentTeams(deps, request.params.tournamentId));
    },
  );
};
