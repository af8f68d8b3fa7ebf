'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { useState } from 'react';

export type PreviewBannerState = 'previewing' | 'closing' | 'close-failed' | 'exit-failed';

export interface PreviewBannerProps {
  /** The published page (or the storefront) to go to when the tab stays open. */
  publishedHref: string;
  /** Ends the preview for this browser (the shop's exit endpoint); rejects when that failed. */
  onExit: () => Promise<void>;
  /** The state to start in (stories); default `previewing`. */
  initialState?: PreviewBannerState;
}

/**
 * The editors' preview banner (spec §2): says that the page shows unpublished content, and ends
 * the preview and closes the preview tab. A tab the browser does not let a script close gets the
 * spec's "preview tab could not be closed" message with a link to the published page.
 */
export function PreviewBanner({ publishedHref, onExit, initialState = 'previewing' }: PreviewBannerProps) {
  const { t } = useLingui();
  const [state, setState] = useState<PreviewBannerState>(initialState);
  const exit = async () => {
    setState('closing');
    try {
      await onExit();
    } catch {
      setState('exit-failed');
      return;
    }
    window.close();
    // A tab the script did not open stays: then say so (the browser gives no error).
    window.setTimeout(() => {
      if (!window.closed) setState('close-failed');
    }, 250);
  };
  return (
    <div className="vt-preview-banner" role="region" aria-label={t`Vorschau`} data-state={state}>
      <p>
        <strong>
          <Trans>Vorschau</Trans>
        </strong>{' '}
        <Trans>Sie sehen einen Entwurf, der noch nicht veröffentlicht ist.</Trans>
      </p>
      {state === 'close-failed' ? (
        <p role="alert">
          <Trans>
            Der Vorschau-Tab konnte nicht geschlossen werden. Bitte schließen Sie ihn selbst oder gehen Sie zur <a href={publishedHref}>veröffentlichten Seite</a>.
          </Trans>
        </p>
      ) : null}
      {state === 'exit-failed' ? (
        <p role="alert">
          <Trans>Die Vorschau konnte nicht beendet werden. Bitte versuchen Sie es noch einmal.</Trans>
        </p>
      ) : null}
      {state !== 'close-failed' ? (
        <Button size="small" variant="outline" onClick={exit} disabled={state === 'closing'}>
          <Trans>Vorschau beenden</Trans>
        </Button>
      ) : null}
    </div>
  );
}
