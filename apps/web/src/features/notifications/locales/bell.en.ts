/** The bell in the navigation (the frame: every page reads it first). */
export default {
  'notifications.bell.title': 'Notifications',
  'notifications.bell.label': '{count, plural, one {# unread notification} other {# unread notifications}}',
};
