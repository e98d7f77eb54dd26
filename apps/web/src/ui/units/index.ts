export {
  DEFAULT_UNITS,
  DISPLAY_LOCALE,
  formatKnots,
  formatLengthIn,
  formatNumber,
  formatTemperature,
  formatUnit,
  formatWeightIn,
  type DisplayUnits,
} from './measures';
export { describeWeather } from './weather';
