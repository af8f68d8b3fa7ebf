/** How the route's answers are cached (copied as literals into the generated route file). */
export const policy = {};
