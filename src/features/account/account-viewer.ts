/** Whose account a screen shows: the signed-in user's own, or someone else's (read-only). */
export type AccountViewer = 'owner' | 'visitor';
