/** A ranking's entries and the leaderboard widget of home and My Profile (issue 36). */
export default {
  'rankingUi.entry.catches': '{count, plural, one {# catch} other {# catches}}, {verified, number} verified',
  'rankingUi.entry.points': '{points, plural, one {# point} other {# points}}',
  'rankingUi.entry.captains': 'Captains: {names}',
  'rankingUi.entry.boats': 'Boats: {names}',
  'rankingUi.widget.title': 'Top boats this year',
  'rankingUi.widget.loading': 'Loading the top boats',
  'rankingUi.widget.empty': 'No boat has ranked points this year yet.',
  'rankingUi.widget.open': 'See the full ranking',
  'rankingUi.verified.catch': 'Verified',
  'rankingUi.verified.catches': '{count, plural, one {# verified catch} other {# verified catches}}',
  'rankingUi.verified.why': 'Officially judged: a tournament judge approved this catch from its video',
} as const;
