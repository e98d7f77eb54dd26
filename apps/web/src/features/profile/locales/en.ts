/** My Profile: the summary, its tabs (about, boats, experience), its forms and modals. */
export default {
  'profile.tabs.about': 'About',
  'profile.tabs.boats': 'Boats',
  'profile.tabs.experience': 'Experience',
} as const;
