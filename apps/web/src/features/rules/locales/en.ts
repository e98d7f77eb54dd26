/**
 * The tournament rule sets: their page (/rules/:slug) and the cards linking to it (the tournaments'
 * rule-set-cards.tsx reads these keys too; the documents themselves come from the server).
 */
export default {
  'rules.title': 'Rules',
  'rules.loading': 'Loading the rules',
  'rules.tournaments': 'Tournaments',
  'rules.read': 'Read the rules',
  'rules.readNamed': 'Read the rules: {name}',
} as const;
