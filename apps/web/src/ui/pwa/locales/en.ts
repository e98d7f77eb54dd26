/** The installable app: the prompt shown when a new version is ready, the offline note (issue 40). */
export default {
  'pwa.update.available': 'A new version of Tightlines is available.',
  'pwa.update.reload': 'Update now',
  'pwa.offline.note':
    'You are offline: showing what you last saw. Pages you have not opened on this device will load when the connection returns.',
  'pwa.update.later': 'Later',
} as const;
