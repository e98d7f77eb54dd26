/** My Clubs (/myclubs). */
export default {
  'clubs.title': 'My Clubs',
  'clubs.building.title': 'Clubs are being built',
  'clubs.building.text':
    'You will see the clubs you belong to here, discover clubs to follow or join, and fish their members-only tournaments. No club can be joined yet.',
} as const;
