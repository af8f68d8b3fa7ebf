/** Editors' pages are rendered once and kept: the bucket's own revalidation (spec §7: 15 s). Drafts are rendered per request (draft mode). */
export const policy = { revalidate: 15 };
