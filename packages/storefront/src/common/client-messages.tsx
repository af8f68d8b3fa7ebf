import { isProductLocale, loadMessages, pickMessages, type ProductLocale } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { CLIENT_MESSAGES } from '../generated/client-messages';
import { PageMessages } from './page-messages';

/** The messages the layout's client components render (search, locale switcher, theme, status screens). */
export async function layoutMessages(locale: ProductLocale) {
  return pickMessages(await loadMessages(locale), CLIENT_MESSAGES.layout ?? []);
}

/**
 * Wraps a screen's page so that its own client components get their messages (the scope is the
 * screen's folder, `catalog/product`); a screen without client messages is rendered as it is.
 */
export function withPageMessages<P extends { params: Promise<{ locale: string }> }>(scope: string, Page: (props: P) => Promise<ReactNode> | ReactNode) {
  const ids = CLIENT_MESSAGES[scope] ?? [];
  if (!ids.length) return Page;
  return async function PageWithMessages(props: P) {
    const { locale } = await props.params;
    // A segment that is no locale (`/favicon.ico`) is the page's own 404 to answer.
    if (!isProductLocale(locale)) return Page(props);
    const messages = pickMessages(await loadMessages(locale), ids);
    return <PageMessages messages={messages}>{await Page(props)}</PageMessages>;
  };
}
