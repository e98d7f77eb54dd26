import {
  RANKING_CATEGORY_VALUES,
  RANKING_LOCATION_VALUES,
  RANKING_RANGE_VALUES,
  RANKING_WATER_VALUES,
} from '@tightlines/domain';
import { DEFAULT_RANKING_FILTER, type RankingFilter } from '../../../api/rankings/rankings';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filter and the 1-based page an address carries. A value the page cannot show falls back to
 * its default (a link someone shortened by hand still opens a ranking); the API refuses it instead.
 */
export function rankingFromParams(params: URLSearchParams): { filter: RankingFilter; page: number } {
  const location = oneOf(RANKING_LOCATION_VALUES, params.get('location'), 'global');
  const page = Number(params.get('page') ?? '1');
  return {
    filter: {
      category: oneOf(RANKING_CATEGORY_VALUES, params.get('category'), DEFAULT_RANKING_FILTER.category),
      range: oneOf(RANKING_RANGE_VALUES, params.get('range'), DEFAULT_RANKING_FILTER.range),
      date: DAY.test(params.get('date') ?? '') ? params.get('date') : null,
      species: params.get('species') || null,
      water: oneOf(RANKING_WATER_VALUES, params.get('water'), DEFAULT_RANKING_FILTER.water),
      location,
      region: location !== 'global' ? params.get('region') || null : null,
      locality: location === 'local' ? params.get('locality') || null : null,
      verified: params.get('verified') === 'true',
      club: params.get('club') || null,
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
