/** The hearts of a page (cards' forms and the buy box's button) and what the island does with them. */
const HEARTS = '[data-wishlist-product]';

/** Marks each heart on or off the wishlist: filled icon, `aria-pressed`, the fitting label, and what a press does. */
export function markHearts(root: ParentNode, onList: ReadonlySet<string>): void {
  for (const heart of root.querySelectorAll<HTMLElement>(HEARTS)) {
    const on = onList.has(heart.dataset.wishlistProduct ?? '');
    const button = heart instanceof HTMLButtonElement ? heart : heart.querySelector('button');
    if (!button) continue;
    button.setAttribute('aria-pressed', String(on));
    if (heart instanceof HTMLFormElement) {
      heart.dataset.state = on ? 'on' : 'off';
      const intent = heart.querySelector<HTMLInputElement>('input[name="intent"]');
      if (intent) intent.value = on ? 'remove' : 'add';
    } else {
      button.value = on ? 'remove' : 'add';
    }
    button.querySelector<HTMLElement>('[data-heart="add"]')?.toggleAttribute('hidden', on);
    button.querySelector<HTMLElement>('[data-heart="remove"]')?.toggleAttribute('hidden', !on);
  }
}

/** Whether a submit event comes from a heart (a card's form, or the buy box's heart button). */
export function isHeartSubmit(event: SubmitEvent): boolean {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  return Boolean(form?.matches(HEARTS) || (event.submitter as HTMLElement | null)?.matches?.(HEARTS));
}

/** What a heart's post came to (`?wishlist=` of the page it leads back to), read once and taken out of the address. */
export function takeOutcome(): string | undefined {
  const url = new URL(window.location.href);
  const outcome = url.searchParams.get('wishlist') ?? undefined;
  if (outcome) {
    url.searchParams.delete('wishlist');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return outcome;
}
