/** The judge's pages (/judge). */
export default {
  'judging.title': 'Judge',
  'judging.building.title': 'Judging is being built',
  'judging.building.text':
    'Tournaments you are named judge of will appear here. You will watch each catch on video and approve or refuse it until you finish judging and the results become official.',
} as const;
