/** The footer's element the survey's invitation is rendered into after hydration (no client code in the layout needs it). */
export const SURVEY_SLOT = 'vt-survey-slot';
