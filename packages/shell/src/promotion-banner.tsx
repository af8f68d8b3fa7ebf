import type { ContentPromotion } from '@vitrine/content';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResolveHref } from './content-blocks';

export interface PromotionBannerProps {
  promotion: Pick<ContentPromotion, 'text' | 'code' | 'href'>;
  resolveHref: ResolveHref;
}

/** The promotion banner over the header: the campaign's line, its voucher code, a link to it. */
export function PromotionBanner({ promotion, resolveHref }: PromotionBannerProps) {
  const { t } = useLingui();
  const href = promotion.href ? resolveHref(promotion.href) : undefined;
  return (
    <aside className="vt-promotion" aria-label={t`Aktion`}>
      <p className="vt-container vt-promotion__inner">
        <span>{promotion.text}</span>
        {promotion.code ? (
          <span className="vt-promotion__code">
            <Trans>
              Code: <code>{promotion.code}</code>
            </Trans>
          </span>
        ) : null}
        {href ? (
          <a href={href} className="vt-promotion__link">
            <Trans>Zur Aktion</Trans>
          </a>
        ) : null}
      </p>
    </aside>
  );
}
