import type { UspBar as UspBarData } from '@vitrine/content';
import { useLingui } from '@lingui/react/macro';
import type { ResolveHref } from './content-blocks';

const ICONS: Record<UspBarData['items'][number]['icon'], string> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  invoice: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  return: 'M9 7H4v5M4 12a8 8 0 1 0 2.3-5.7L4 8.5',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
};

export interface UspBarProps {
  /** The unique selling points of the page's language (the bucket's `usp-…` file). */
  items: UspBarData['items'];
  resolveHref: ResolveHref;
}

/** The bar of unique selling points under the header (spec §2: one file per language). */
export function UspBar({ items, resolveHref }: UspBarProps) {
  const { t } = useLingui();
  return (
    <aside className="vt-usp" aria-label={t`Ihre Vorteile`}>
      <ul className="vt-container vt-usp__list">
        {items.map((item) => {
          const href = item.href ? resolveHref(item.href) : undefined;
          const body = (
            <>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={ICONS[item.icon]} />
              </svg>
              {item.text}
            </>
          );
          return <li key={item.text}>{href ? <a href={href}>{body}</a> : body}</li>;
        })}
      </ul>
    </aside>
  );
}
