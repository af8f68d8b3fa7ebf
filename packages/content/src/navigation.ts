/** One entry of the navigation file: a category with its label and slug in the file's language. */
export interface NavigationItem {
  /** Stable category key (the same in every language). */
  key: string;
  label: string;
  /** The label as a path segment (the category listing's `{slug}`). */
  slug: string;
  /** Products in the category and below it; left out of the sliced variant. */
  count?: number;
  children: NavigationItem[];
}

/** The navigation file `navigation-{clientId}-{device}[-fr][-sliced].json` (spec §7). */
export interface Navigation {
  clientId: string;
  language: 'de' | 'fr' | 'nl';
  device: 'web' | 'mobile';
  items: NavigationItem[];
}
