import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorSummary, Field } from '@vitrine/forms';
import type { BraSizeResult } from '@vitrine/sizing';

export interface BraSizeFinderProps {
  /** Where the form sends its GET request (the finder's own path). */
  action: string;
  /** What the shopper typed, kept in the fields. */
  underbust?: string;
  bust?: string;
  /** The outcome for the typed values, when there are any. */
  result?: BraSizeResult;
  /** Link to the search results of the size found. */
  searchHref?: string;
}

/** The bra-size finder: two measurements in, EU size and a link to matching bras out. A plain GET form. */
export function BraSizeFinder({ action, underbust = '', bust = '', result, searchHref }: BraSizeFinderProps) {
  const { t } = useLingui();
  const problem = result && !result.ok ? result.problem : undefined;
  const size = result?.ok ? `${result.band}${result.cup}` : '';
  const message =
    problem === 'difference-too-small'
      ? t`Der Unterschied zwischen Brust- und Unterbrustumfang ist kleiner als 12 cm. Bitte messen Sie noch einmal.`
      : problem === 'difference-too-large'
        ? t`Für diesen Unterschied führen wir leider keine Cupgröße. Unser Kundenservice berät Sie gern.`
        : problem === 'underbust-out-of-range'
          ? t`Für diesen Unterbrustumfang führen wir leider keine Größe.`
          : problem === 'invalid-input'
            ? t`Bitte geben Sie beide Maße in Zentimetern ein, zum Beispiel 75 oder 75,5.`
            : undefined;
  // The field a problem belongs to: the underbust decides the band, the difference the cup.
  const problemField = problem === 'difference-too-small' || problem === 'difference-too-large' ? 'brust' : 'unterbrust';
  return (
    <div className="vt-bra-finder">
      {message ? <ErrorSummary title={t`Bitte prüfen Sie Ihre Eingaben.`} errors={[{ field: problemField, message }]} /> : null}
      <form method="get" action={action} className="vt-bra-finder__form">
        <Field name="unterbrust" label={t`Unterbrustumfang in cm`} error={problemField === 'unterbrust' ? message : undefined}>
          {(control) => <input className="vt-input" inputMode="decimal" required defaultValue={underbust} {...control} />}
        </Field>
        <Field name="brust" label={t`Brustumfang in cm`} error={problemField === 'brust' ? message : undefined}>
          {(control) => <input className="vt-input" inputMode="decimal" required defaultValue={bust} {...control} />}
        </Field>
        <button type="submit" className="vt-button" data-variant="primary" data-size="medium">
          {t`Größe berechnen`}
        </button>
      </form>
      {result?.ok ? (
        <div className="vt-bra-finder__result" role="status">
          <p>
            <Trans>
              Ihre Größe: <strong>{size}</strong>
            </Trans>
          </p>
          {searchHref ? (
            <a className="vt-button" data-variant="secondary" data-size="medium" href={searchHref}>
              <Trans>Passende BHs ansehen</Trans>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
