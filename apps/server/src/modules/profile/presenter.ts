import {
  hiddenProfileSections,
  type Boat,
  type Experience,
  type PrivacySettings,
  type Profile,
  type DataExportStateDto,
  type RoleName,
} from '@tightlines/domain';
import type { DataExportRow } from './data-export-repo';
import type { ProfileRow } from './repo';

export interface ProfileExtras {
  isOwner: boolean;
  privacy: PrivacySettings;
  /** Already signed. */
  pictureUrl: string | null;
  boats: Boat[];
  experiences: Experience[];
}

/**
 * A profile as one viewer may read it: what the owner's privacy hides from others is left out here,
 * on the server (null or empty), and listed in `hidden` so the UI can say why.
 */
export function toProfileDto(row: ProfileRow, extras: ProfileExtras): Profile {
  const { user, profile } = row;
  const hidden = hiddenProfileSections(extras.privacy, extras.isOwner);
  const shows = (section: (typeof hidden)[number]) => !hidden.includes(section);
  const details = shows('details');
  const contacts: Profile['userContactInfo'] = [];
  if (shows('email') && profile?.contactEmail) contacts.push({ name: 'email', value: profile.contactEmail });
  if (shows('phone') && user.phone) contacts.push({ name: 'phone', value: user.phone });
  return {
    email: shows('email') ? user.email : null,
    name: user.name,
    lastname: user.lastname,
    roleName: user.roleName as RoleName,
    url: extras.pictureUrl,
    nationalityName: details ? user.nationalityName : null,
    countryCode: details ? row.nationalityCode : null,
    genderId: details ? user.genderId : null,
    gender: details ? row.genderName : null,
    birthday: details ? user.birthday : null,
    localityUUID: details ? user.localityId : null,
    localityName: details ? row.localityName : null,
    addressInfo:
      details && profile
        ? {
            address1: profile.address1,
            countryName: row.addressCountryName ?? '',
            stateName: profile.stateName,
            cityName: profile.cityName,
          }
        : null,
    userContactInfo: contacts,
    sizeId: user.sizeUnitId,
    weightId: user.weightUnitId,
    temperatureUnit: user.temperatureUnit,
    boats: shows('boats') ? extras.boats : [],
    experiences: shows('experience') ? extras.experiences : [],
    privacy: extras.isOwner ? extras.privacy : null,
    hidden,
    isCurrentUser: extras.isOwner,
  };
}

/** A "download all my data" request as its owner reads it: the download address once it is ready. */
export function toDataExportState(row: DataExportRow | null, userEmail: string): DataExportStateDto {
  if (!row) return { dataExport: null };
  const ready = row.status === 'ready';
  return {
    dataExport: {
      id: row.id,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
      sizeBytes: ready ? row.sizeBytes : null,
      downloadUrl: ready ? `/api/users/${encodeURIComponent(userEmail)}/data-export/${row.id}/file` : null,
    },
  };
}
