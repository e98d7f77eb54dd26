/** The installable app: the prompt shown when a new version is ready (issue 40). */
export default {
  'pwa.update.available': 'A new version of Tightlines is available.',
  'pwa.update.reload': 'Update now',
  'pwa.update.later': 'Later',
} as const;
