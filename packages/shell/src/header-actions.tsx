import { Plural, useLingui } from '@lingui/react/macro';

export type EntryPointKind = 'account' | 'wishlist' | 'basket';

export interface EntryPoint {
  kind: EntryPointKind;
  href: string;
}

export interface HeaderActionsProps {
  /** The entry points the shop has, in this order: account, wishlist, basket. */
  entries: readonly EntryPoint[];
  /** Pieces in the basket and items on the wishlist (undefined until the island knows them). */
  counts?: { basket?: number | undefined; wishlist?: number | undefined } | undefined;
  /** The shopper is logged in: the account entry says so. */
  loggedIn?: boolean | undefined;
}

const ICONS: Record<EntryPointKind, string> = {
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  wishlist: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  basket: 'M3 5h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
};

/**
 * The header's entry points: account, wishlist and basket as links with an icon, the label (shown
 * on wide screens, read out on small ones) and the count. The links work in the cached page; the
 * counts and the login state arrive afterwards (the shop's island passes them in).
 */
export function HeaderActions({ entries, counts, loggedIn }: HeaderActionsProps) {
  const { t } = useLingui();
  const labels: Record<EntryPointKind, string> = {
    account: loggedIn ? t`Mein Konto` : t`Anmelden`,
    wishlist: t`Merkzettel`,
    basket: t`Warenkorb`,
  };
  return (
    <ul className="vt-header-actions">
      {entries.map(({ kind, href }) => {
        const count = kind === 'account' ? undefined : counts?.[kind];
        const label = labels[kind];
        // The name is what is seen, in order ("Warenkorb 2"), then words for a screen reader: no aria-label to drift from the visible text.
        return (
          <li key={kind}>
            <a href={href} className="vt-header-action" data-kind={kind}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={ICONS[kind]} />
              </svg>
              <span className="vt-header-action__label">{label}</span>
              {count ? (
                <>
                  {' '}
                  <span className="vt-header-action__count" data-testid={`${kind}-count`}>
                    {count > 99 ? '99+' : count}
                  </span>
                  <span className="vt-visually-hidden">
                    {' '}
                    <Plural value={count} one="Artikel" other="Artikel" />
                  </span>
                </>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
