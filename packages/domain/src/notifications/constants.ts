/** Notifications per page: 5 on a phone (below 768 px), 10 above (spec §9). */
export const NOTIFICATIONS_PAGE_SIZE = { phone: 5, wide: 10 } as const;
