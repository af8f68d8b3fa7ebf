/**
 * The fonts the first screen is drawn with (their latin files; latin-ext is loaded only for the
 * characters that need it): a shop preloads them so that text is painted with them at once
 * (styles.css declares them `font-display: optional`: no swap, no layout shift).
 */
export const PRIMARY_FONT_FILES = ['inter-latin-wght-normal', 'source-serif-4-latin-wght-normal'] as const;
