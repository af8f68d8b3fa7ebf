import { Plural, useLingui } from '@lingui/react/macro';
import type { CustomerRatingSummary } from '@vitrine/content';
import { Stars } from '@vitrine/ui';

/** The shop's customer rating in a line (footer): stars, "4,6 / 5" and how many ratings, as a link to them. */
export function CustomerRatingsBadge({ summary, href }: { summary: Pick<CustomerRatingSummary, 'average' | 'count'>; href: string }) {
  const { i18n } = useLingui();
  const average = i18n.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = summary.count;
  return (
    <a className="vt-ratings-badge" href={href}>
      <Stars value={summary.average} />
      <span className="vt-ratings-badge__average" aria-hidden="true">
        {average} / 5
      </span>
      <span>
        <Plural value={count} one="# Kundenbewertung" other="# Kundenbewertungen" />
      </span>
    </a>
  );
}
