/** Static first: rendered once, then served from the cache and refreshed after 60 s. */
export const policy = { revalidate: 60 };
