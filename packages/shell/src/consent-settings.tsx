'use client';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY, type ConsentCategory, CONSENT_CATEGORIES } from '@vitrine/consent';
import { Button, Dialog } from '@vitrine/ui';
import { useEffect, useState } from 'react';

export interface ConsentSettingsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The categories accepted now (the dialog starts from them). */
  accepted: readonly ConsentCategory[];
  /** Saves a choice (necessary is always in). */
  onSave: (categories: ConsentCategory[]) => void;
}

/**
 * The consent settings dialog: one switch per category (C0001 to C0006) with what it is for; the
 * necessary category cannot be switched off. Loaded when opened.
 */
export function ConsentSettings({ open, onOpenChange, accepted, onSave }: ConsentSettingsProps) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<ReadonlySet<ConsentCategory>>(new Set(accepted));
  useEffect(() => {
    if (open) setChosen(new Set(accepted));
  }, [open, accepted]);
  const texts: Record<ConsentCategory, { name: string; purpose: string }> = {
    C0001: { name: t`Notwendig`, purpose: t`Warenkorb, Anmeldung, Sicherheit und Ihre Auswahl hier. Immer aktiv.` },
    C0002: { name: t`Statistik`, purpose: t`Ladezeiten messen (Web Vitals) und Varianten von Seiten testen (A/B-Test).` },
    C0003: { name: t`Funktional`, purpose: t`Der Chat-Assistent, der Fragen aus unserer Hilfe beantwortet.` },
    C0004: { name: t`Marketing`, purpose: t`Passende Werbung auf anderen Seiten, über das Werbe-Cookie.` },
    C0005: { name: t`Soziale Medien`, purpose: t`Inhalte und Teilen-Funktionen sozialer Netzwerke.` },
    C0006: { name: t`Sonstige`, purpose: t`Dienste von Partnern, die keiner anderen Gruppe angehören.` },
  };
  const save = (categories: Iterable<ConsentCategory>) => {
    onSave([...new Set<ConsentCategory>([CATEGORY.necessary, ...categories])]);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Cookie-Einstellungen`} description={t`Wählen Sie, wofür wir Cookies verwenden dürfen.`}>
      <form
        className="vt-consent-settings"
        onSubmit={(event) => {
          event.preventDefault();
          save(chosen);
        }}
      >
        <ul className="vt-consent-settings__list">
          {CONSENT_CATEGORIES.map((category) => {
            const id = `consent-${category}`;
            const necessary = category === CATEGORY.necessary;
            return (
              <li key={category}>
                <input
                  type="checkbox"
                  id={id}
                  checked={necessary || chosen.has(category)}
                  disabled={necessary}
                  aria-describedby={`${id}-purpose`}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(category);
                    else next.delete(category);
                    setChosen(next);
                  }}
                />
                <label htmlFor={id}>{texts[category].name}</label>
                <p id={`${id}-purpose`}>{texts[category].purpose}</p>
              </li>
            );
          })}
        </ul>
        <div className="vt-consent-settings__actions">
          <Button type="submit">{t`Auswahl speichern`}</Button>
          <Button variant="outline" onClick={() => save(CONSENT_CATEGORIES)}>
            {t`Alle akzeptieren`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
