/** The leaderboard (/ranking). */
export default {
  'ranking.title': 'Leaderboard',
  'ranking.building.title': 'The leaderboard is being built',
  'ranking.building.text':
    'The top boats, captains, mates and anglers will be ranked here by the fish they release and land, with filters for dates, species, water type and location.',
} as const;
