'use client';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const load = () => import('@vitrine/ui/theme-switch');
/** The theme and colour-scheme choices are code the shopper loads only when opening the settings. */
const ThemeSwitch = lazy(() => load().then((m) => ({ default: m.ThemeSwitch })));

/**
 * The settings menu's content: the theme switch, loaded when the menu (a `<details>`) opens, and
 * fetched early when the pointer or focus comes near it. The stored choice is applied before the
 * first paint by the theme script either way, so nothing flashes.
 */
export function SettingsMenuContent() {
  const { t } = useLingui();
  const spot = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = spot.current?.closest('details');
    if (!details) {
      setOpen(true);
      return;
    }
    const toggled = () => details.open && setOpen(true);
    const warm = () => void load();
    toggled();
    details.addEventListener('toggle', toggled);
    details.addEventListener('pointerenter', warm, { once: true });
    details.addEventListener('focusin', warm, { once: true });
    return () => {
      details.removeEventListener('toggle', toggled);
      details.removeEventListener('pointerenter', warm);
      details.removeEventListener('focusin', warm);
    };
  }, []);
  return (
    <div ref={spot}>
      {open ? (
        <Suspense fallback={<p className="vt-hint">{t`Einstellungen werden geladen …`}</p>}>
          <ThemeSwitch />
        </Suspense>
      ) : null}
    </div>
  );
}
