import { AppError, type TeamDto, type TeamListDto, type TournamentTeamsDto } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { pictureUrls } from '../media';
import type { TeamsDeps } from './deps';
import { canReadTeam } from './policy';
import { toTeamDto, toTournamentTeamDtos } from './presenter';
import { findTeamIdsOf, findTeamViews, findTournamentTeams, type TeamView } from './repo';

async function present(deps: TeamsDeps, actor: Actor, views: TeamView[]): Promise<TeamDto[]> {
  const urlOf = await pictureUrls(
    deps.storage,
    views.flatMap((view) => [view.team.pictureKey, ...view.members.map((member) => member.pictureUrl)]),
  );
  return views.map((view) => toTeamDto(view, actor.userId, urlOf));
}

/** My teams (issue 38, My Profile): those I own or belong to, newest first. */
export async function myTeams(deps: TeamsDeps, actor: Actor): Promise<TeamListDto> {
  const views = await findTeamViews(deps.db, await findTeamIdsOf(deps.db, actor.userId));
  return { items: await present(deps, actor, views) };
}

/** One team, for its owner and members; NOT_FOUND for anyone else. */
export async function getTeam(deps: TeamsDeps, actor: Actor, teamId: string): Promise<TeamDto> {
  const [view] = await findTeamViews(deps.db, [teamId]);
  if (
    !view ||
    !canReadTeam(
      actor,
      view.team,
      view.members.map((member) => member.userId),
    )
  ) {
    throw new AppError('NOT_FOUND');
  }
  const [team] = await present(deps, actor, [view]);
  return team!;
}

/** The teams registered for a tournament and who fishes in each (its page; public like the page). */
export async function tournamentTeams(deps: TeamsDeps, tournamentId: string): Promise<TournamentTeamsDto> {
  const loaded = await findTournamentTeams(deps.db, tournamentId);
  const urlOf = await pictureUrls(deps.storage, [
    ...loaded.registrations.map((row) => row.pictureKey),
    ...loaded.members.map((row) => row.pictureUrl),
  ]);
  return { items: toTournamentTeamDtos(loaded, urlOf) };
}
