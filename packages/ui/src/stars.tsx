import { useLingui } from '@lingui/react/macro';

/** Stars as text for screen readers and as glyphs for the eye (reviews, customer ratings). */
export function Stars({ value }: { value: number }) {
  const { t, i18n } = useLingui();
  const full = Math.round(value);
  const ratingText = i18n.number(value, { maximumFractionDigits: 1 });
  return (
    <span className="vt-stars">
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>
      <span className="vt-visually-hidden">{t`${ratingText} von 5 Sternen`}</span>
    </span>
  );
}
