'use client';
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';

/**
 * The messages a page's own client components need, on top of the layout's: the page ships the
 * messages of the kits it renders, not the whole catalog.
 */
export function PageMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { i18n: layout } = useLingui();
  const [i18n] = useState(() => setupI18n({ locale: layout.locale, messages: { [layout.locale]: { ...layout.messages, ...messages } } }));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
