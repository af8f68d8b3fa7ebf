/** Static-first: cached pages revalidate after this many seconds, or at once by tag. */
export const REVALIDATE_SECONDS = 60;
