'use client';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Segmented } from './segmented';
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
    <div className="vt-theme-switch">
      <Segmented
        legend={t`Farbmodus`}
        value={mode}
        onValueChange={(value) => {
          setMode(value as ModePreference);
          applyTheme({ mode: value as ModePreference });
        }}
        options={[
          { value: 'light', label: t`Hell` },
          { value: 'dark', label: t`Dunkel` },
          { value: 'system', label: t`System` },
        ]}
      />
      <Segmented
        legend={t`Farbschema`}
        value={theme}
        onValueChange={(value) => {
          setTheme(value as ThemeName);
          applyTheme({ theme: value as ThemeName });
        }}
        options={[
          { value: 'default', label: t`Standard` },
          { value: 'alt', label: t`Schwarz-Gelb` },
        ]}
      />
    </div>
  );
}
