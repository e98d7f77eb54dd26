import { z } from 'zod';
import { ZPositionVisibility } from './positions';

/**
 * A user's privacy configuration (spec §2 "edit platform config"). Each setting says what other
 * signed-in users may read; the owner always reads everything. The API enforces it.
 */
export const ZPrivacySettings = z.object({
  showEmail: z.boolean().describe('e-mail address and contact e-mail'),
  showPhone: z.boolean().describe('contact phone'),
  showProfileDetails: z.boolean().describe('birthday, gender, nationality, address and locality'),
  showBoats: z.boolean(),
  showExperience: z.boolean().describe('fishing experience'),
  positionVisibility: ZPositionVisibility.describe(
    'where the fish were caught: private (nobody), blurred (to about 10 km) or exact, to roles that may see coordinates',
  ),
  appearInRankings: z
    .boolean()
    .describe('listed in the leaderboards by public name (first and last name) and points; off: in none'),
});
export type PrivacySettings = z.infer<typeof ZPrivacySettings>;

/**
 * What a new account shares until its owner says otherwise: nothing personal (e-mail, phone,
 * birthday, gender, address), no positions; boats and experience, which make a fishing profile.
 * Accounts older than migration 0012 got a privacy row holding what they had before.
 */
export const DEFAULT_PRIVACY: PrivacySettings = {
  showEmail: false,
  showPhone: false,
  showProfileDetails: false,
  showBoats: true,
  showExperience: true,
  positionVisibility: 'private',
  // A leaderboard shows a public name and points, never positions or details: on unless opted out.
  appearInRankings: true,
};

export const ZPrivacyInput = z.object({ privacy: ZPrivacySettings });
export type PrivacyInput = z.infer<typeof ZPrivacyInput>;

/** The privacy configuration as read back (spec §3 "Privacy: email, privacy"). */
export const ZPrivacyConfig = z.object({ email: z.string(), privacy: ZPrivacySettings });
export type PrivacyConfig = z.infer<typeof ZPrivacyConfig>;

export const PROFILE_SECTIONS = ['email', 'phone', 'details', 'boats', 'experience'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The sections of a profile a viewer may not read: none for the owner, else what privacy hides. */
export function hiddenProfileSections(privacy: PrivacySettings, isOwner: boolean): ProfileSection[] {
  if (isOwner) return [];
  const shown: Record<ProfileSection, boolean> = {
    email: privacy.showEmail,
    phone: privacy.showPhone,
    details: privacy.showProfileDetails,
    boats: privacy.showBoats,
    experience: privacy.showExperience,
  };
  return PROFILE_SECTIONS.filter((section) => !shown[section]);
}
