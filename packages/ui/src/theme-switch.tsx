'use client';
import { useLingui } from '@lingui/react/macro';
import { ToggleGroup } from 'radix-ui';
import { useEffect, useState } from 'react';
import { applyTheme, currentTheme, type ModePreference, type ThemeName } from './theme-script';

/** Light, dark or system mode and the black-and-yellow theme; stored locally, applied at once. */
export function ThemeSwitch() {
  const { t } = useLingui();
  // The server cannot know the stored choice: start from the defaults, then read <html>.
  const [mode, setMode] = useState<ModePreference>('system');
  const [theme, setTheme] = useState<ThemeName>('default');
  useEffect(() => {
    const current = currentTheme();
    setMode(current.mode);
    setTheme(current.theme);
  }, []);

  return (
    <div className="vt-theme-switch" style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <ToggleGroup.Root
        type="single"
        className="vt-segmented"
        aria-label={t`Farbmodus`}
        value={mode}
        onValueChange={(value) => {
          if (!value) return;
          setMode(value as ModePreference);
          applyTheme({ mode: value as ModePreference });
        }}
      >
        <ToggleGroup.Item className="vt-segmented__item" value="light">
          {t`Hell`}
        </ToggleGroup.Item>
        <ToggleGroup.Item className="vt-segmented__item" value="dark">
          {t`Dunkel`}
        </ToggleGroup.Item>
        <ToggleGroup.Item className="vt-segmented__item" value="system">
          {t`System`}
        </ToggleGroup.Item>
      </ToggleGroup.Root>
      <ToggleGroup.Root
        type="single"
        className="vt-segmented"
        aria-label={t`Farbschema`}
        value={theme}
        onValueChange={(value) => {
          if (!value) return;
          setTheme(value as ThemeName);
          applyTheme({ theme: value as ThemeName });
        }}
      >
        <ToggleGroup.Item className="vt-segmented__item" value="default">
          {t`Standard`}
        </ToggleGroup.Item>
        <ToggleGroup.Item className="vt-segmented__item" value="alt">
          {t`Schwarz-Gelb`}
        </ToggleGroup.Item>
      </ToggleGroup.Root>
    </div>
  );
}
