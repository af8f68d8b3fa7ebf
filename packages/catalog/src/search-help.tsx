import { Trans } from '@lingui/react/macro';
import type { PriceFormat } from '@vitrine/pricing';
import { ProductCard, type ProductCardData } from './product-card';

export interface SearchCorrectionProps {
  /** The term as the shopper typed it. */
  term: string;
  /**
   * A close spelling from the suggestion index and what it finds. `applied`: the results shown are
   * the corrected term's (the term as typed found nothing); otherwise it is offered ("did you mean").
   */
  correction: { term: string; applied: boolean; total: number };
  /** The search page of a term; `exact` searches it as typed, without a correction. */
  searchHref: (term: string, options?: { exact?: boolean }) => string;
}

/**
 * What the search did with a misspelling: the corrected results with a link to the term as typed
 * (announced, since the results are not what was asked for), or the close spelling one click away.
 */
export function SearchCorrection({ term, correction, searchHref }: SearchCorrectionProps) {
  const corrected = correction.term;
  const correctedTotal = correction.total;
  if (correction.applied) {
    return (
      <p className="vt-search-note" role="status">
        <Trans>
          Zu „{term}“ haben wir nichts gefunden: Das sind die Ergebnisse für „{corrected}“. <a href={searchHref(term, { exact: true })}>Stattdessen nach „{term}“ suchen</a>
        </Trans>
      </p>
    );
  }
  return (
    <p className="vt-search-note">
      <Trans>
        Meinten Sie <a href={searchHref(corrected)}>„{corrected}“</a>? ({correctedTotal} Artikel)
      </Trans>
    </p>
  );
}

export interface OtherLanguageNoteProps {
  /** The language whose texts the results were found in (a bilingual shop's other one). */
  language: 'de' | 'fr';
}

/** The results come from the other language's product texts of a bilingual shop (announced). */
export function OtherLanguageNote({ language }: OtherLanguageNoteProps) {
  return (
    <p className="vt-search-note" role="status">
      {language === 'de' ? <Trans>Gefunden in unseren deutschen Artikeltexten.</Trans> : <Trans>Gefunden in unseren französischen Artikeltexten.</Trans>}
    </p>
  );
}

export interface ZeroResultsProps {
  /** The shop's top categories, with their pages. */
  categories: readonly { key: string; label: string; href: string }[];
  /** Best-rated products to go on with, each with its page (none: the section is left out). */
  bestRated: readonly { product: ProductCardData; href: string }[];
  format: PriceFormat;
  /** The help and contact page. */
  helpHref: string;
}

/**
 * Nothing found: the spec's text and never a dead end. The shop's top categories, its best-rated
 * products, and the way to help and contact.
 */
export function ZeroResults({ categories, bestRated, format, helpHref }: ZeroResultsProps) {
  return (
    <div className="vt-zero-results">
      <p>
        <Trans>Zu Ihrer Suche haben wir leider nichts gefunden. Versuchen Sie es mit einem anderen Begriff.</Trans>
      </p>
      {categories.length ? (
        <nav aria-labelledby="zero-categories">
          <h2 id="zero-categories">
            <Trans>Unsere Kategorien</Trans>
          </h2>
          <ul className="vt-zero-results__categories">
            {categories.map((item) => (
              <li key={item.key}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {bestRated.length ? (
        <section aria-labelledby="zero-best">
          <h2 id="zero-best">
            <Trans>Am besten bewertet</Trans>
          </h2>
          <ul className="vt-grid">
            {bestRated.map(({ product, href }) => (
              <li key={product.sku}>
                <ProductCard product={product} href={href} format={format} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Trans>
          Wir helfen gern weiter: <a href={helpHref}>Hilfe und Kontakt</a>
        </Trans>
      </p>
    </div>
  );
}
