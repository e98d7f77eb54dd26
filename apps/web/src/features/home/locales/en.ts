/** The home feed: its filters, the session cards, their logs, comments, sharing and moderation. */
export default {} as const;
