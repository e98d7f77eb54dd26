/** The team registration wizard's sections (spec §2 Create-team wizard), in order 0 to 4. */
export const TEAM_SECTIONS = ['selectTeam', 'info', 'members', 'confirm', 'register'] as const;

/** What the wizard keeps in the tab while the payer is at the checkout (spec §4: saved locally). */
export interface TeamWizardData {
  section: number;
  teamId: string | null;
  tournamentId: string | null;
  memberIds: string[];
  /** Sent to the checkout: back in the register section, the page waits for the verified payment. */
  awaitingPayment: boolean;
}

const KEY = 'tightlines.teamRegistration';

export function loadTeamWizard(): TeamWizardData | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TeamWizardData>;
    if (typeof value.section !== 'number' || !Array.isArray(value.memberIds)) return null;
    return {
      section: Math.min(Math.max(Math.trunc(value.section), 0), TEAM_SECTIONS.length - 1),
      teamId: typeof value.teamId === 'string' ? value.teamId : null,
      tournamentId: typeof value.tournamentId === 'string' ? value.tournamentId : null,
      memberIds: value.memberIds.filter((id): id is string => typeof id === 'string'),
      awaitingPayment: value.awaitingPayment === true,
    };
  } catch {
    return null;
  }
}

export function saveTeamWizard(data: TeamWizardData): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // A tab that keeps nothing (private mode, full storage) just loses the data on the way back.
  }
}

export function clearTeamWizard(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Each section's name, by key (spelled out so the catalogue check sees them used). */
export const TEAM_SECTION_LABEL = {
  selectTeam: 'tournaments.team.section.selectTeam',
  info: 'tournaments.team.section.info',
  members: 'tournaments.team.section.members',
  confirm: 'tournaments.team.section.confirm',
  register: 'tournaments.team.section.register',
} as const;

/** Each team role's name (spec §3: Captain, Angler, Mate), by key. */
export const TEAM_ROLE_LABEL = {
  Captain: 'tournaments.team.role.Captain',
  Angler: 'tournaments.team.role.Angler',
  Mate: 'tournaments.team.role.Mate',
} as const;
