'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { type ReactNode, useEffect, useState } from 'react';

export interface CaptchaProps {
  /** The gateway's challenge, as JSON (an ALTCHA v2 challenge). */
  challenge: string;
  /** The form field the solution is posted under (default `captcha`). */
  name?: string;
  /** A problem the server found (an expired or used solution). */
  error?: ReactNode;
  /** Told when the solution is ready (or gone again). */
  onSolvedChange?: (solved: boolean) => void;
}

type Status = 'solving' | 'solved' | 'failed';

/**
 * The captcha of a form, self-hosted: a proof of work the browser solves by itself (PBKDF2 through
 * Web Crypto, about a second), nothing to click, nothing loaded from another site. What it is doing
 * is said in a live region; a failure offers to try again. Without JavaScript it cannot be solved,
 * and the form around it says so.
 */
export function Captcha({ challenge, name = 'captcha', error, onSolvedChange }: CaptchaProps) {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>('solving');
  const [payload, setPayload] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    let parsed: Challenge;
    try {
      parsed = JSON.parse(challenge) as Challenge;
    } catch {
      setStatus('failed');
      return undefined;
    }
    setStatus('solving');
    setPayload('');
    onSolvedChange?.(false);
    solveChallenge({ challenge: parsed, deriveKey, controller }).then(
      (solution) => {
        if (controller.signal.aborted) return;
        if (!solution) return setStatus('failed');
        setPayload(btoa(JSON.stringify({ challenge: parsed, solution })));
        setStatus('solved');
        onSolvedChange?.(true);
      },
      () => !controller.signal.aborted && setStatus('failed'),
    );
    return () => controller.abort();
    // A new challenge or another try starts over (not a new callback).
  }, [challenge, attempt]);
  return (
    <div className="vt-captcha" data-state={status}>
      <input type="hidden" name={name} value={payload} />
      <p id="field-captcha" tabIndex={-1} className="vt-captcha__status" role="status" aria-live="polite">
        {status === 'solving' ? (
          <Trans>Sicherheitsprüfung läuft …</Trans>
        ) : status === 'solved' ? (
          <Trans>Sicherheitsprüfung abgeschlossen.</Trans>
        ) : (
          <Trans>Die Sicherheitsprüfung ist nicht gelungen.</Trans>
        )}
      </p>
      {status === 'failed' ? (
        <Button type="button" size="small" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t`Erneut versuchen`}
        </Button>
      ) : null}
      {error ? (
        <p className="vt-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
