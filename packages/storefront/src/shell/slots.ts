/** The footer's element the survey's invitation is rendered into after hydration (no client code in the layout needs it). */
export const SURVEY_SLOT = 'vt-survey-slot';

/** The footer's element the "open now" status is rendered into after hydration (the layout renders the empty slot). */
export const OPEN_NOW_SLOT = 'vt-open-now-slot';
