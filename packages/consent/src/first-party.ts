import { type ConsentAdapter, type ConsentCategory, CATEGORY, CONSENT_CATEGORIES } from './consent';

/**
 * The shop's own consent tool (a first-party banner and settings dialog) seen through the same
 * adapter as a third-party one: `choose` is its consent event. Until the shopper chooses it has no
 * active groups, so `createConsent` writes no cookie by itself.
 */
export interface FirstPartyConsentTool extends ConsentAdapter {
  /** The shopper's choice (the banner's buttons, the dialog's save); necessary cookies are always in. */
  choose(groups: readonly ConsentCategory[]): void;
  acceptAll(): void;
  rejectAll(): void;
}

export function firstPartyConsentTool(): FirstPartyConsentTool {
  const listeners = new Set<(groups: readonly string[]) => void>();
  const choose = (groups: readonly ConsentCategory[]) => {
    const chosen = [...new Set<ConsentCategory>([CATEGORY.necessary, ...groups])];
    for (const listener of listeners) listener(chosen);
  };
  return {
    activeGroups: () => undefined,
    onConsent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose,
    acceptAll: () => choose(BANNER_CHOICES.all),
    rejectAll: () => choose(BANNER_CHOICES.necessary),
  };
}

/** The banner's two choices (its buttons, and its form posted without JavaScript): everything, or the necessary cookies only. */
export const BANNER_CHOICES = { all: CONSENT_CATEGORIES, necessary: [CATEGORY.necessary] } as const satisfies Record<string, readonly ConsentCategory[]>;

/**
 * What waits for which category in this shop: measuring (web vitals) and the A/B test wait for
 * performance (C0002), the chat bot for functional (C0003), the advertising `cc` cookie for
 * targeting (C0004).
 */
export const PURPOSES = {
  vitals: CATEGORY.performance,
  abTesting: CATEGORY.performance,
  chatBot: CATEGORY.functional,
  advertising: CATEGORY.advertising,
} as const satisfies Record<string, ConsentCategory>;
export type ConsentPurpose = keyof typeof PURPOSES;

/** True when the accepted categories allow the purpose. */
export function allows(categories: readonly ConsentCategory[], purpose: ConsentPurpose): boolean {
  return categories.includes(PURPOSES[purpose]);
}
