/**
 * The window event of spec §4 that a login, a logout or a new key fires: whoever shows the session
 * (the header's counts, the session keeper) reads it again. `detail` is the new `SessionInfo` when known.
 * A module of its own (`@vitrine/session/events`): a listener loads the name, not the keeper.
 */
export const SESSION_CHANGED_EVENT = 'vitrine:session-changed';
