import { Trans, useLingui } from '@lingui/react/macro';

/** A step of the trail: linked when it has a page of its own. */
export interface Crumb {
  label: string;
  href?: string | undefined;
}

/** Home › steps › the current page (not a link; `aria-current`). */
export function Breadcrumbs({ home, trail, current }: { home: string; trail: readonly Crumb[]; current: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Brotkrumennavigation`} className="vt-breadcrumbs">
      <ol>
        <li>
          <a href={home}>
            <Trans>Startseite</Trans>
          </a>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
