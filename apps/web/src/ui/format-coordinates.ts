import { toDms, type PositionPrecision } from '@tightlines/domain';
import { t } from '../i18n/use-t';

type Axis = 'lat' | 'lon';

const hemisphereOf = (value: number, axis: Axis) =>
  axis === 'lat' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';

/**
 * Degrees and whole minutes, for a blurred position: it is only known to 0.1° (6′), so seconds
 * would claim a precision it does not have.
 */
function toDegreesMinutes(value: number, axis: Axis): string {
  const totalMinutes = Math.round(Math.abs(value) * 60);
  const degrees = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${degrees}°${String(minutes).padStart(2, '0')}'${hemisphereOf(value, axis)}`;
}

/** One coordinate in degrees-minutes-seconds (spec §5), e.g. `45°07'24.4"N`. */
export function formatCoordinate(value: number, axis: Axis): string {
  return toDms(value, axis);
}

/**
 * A position as every screen shows it (spec §5: degrees-minutes-seconds), latitude first:
 * `9°30'00.0"N 85°45'00.0"W`; a blurred one is marked approximate and drops the seconds.
 */
export function formatPosition(
  latitude: number,
  longitude: number,
  precision: PositionPrecision = 'exact',
): string {
  if (precision === 'blurred')
    return t('ui.coordinates.approximate', {
      position: `${toDegreesMinutes(latitude, 'lat')} ${toDegreesMinutes(longitude, 'lon')}`,
    });
  return `${formatCoordinate(latitude, 'lat')} ${formatCoordinate(longitude, 'lon')}`;
}
