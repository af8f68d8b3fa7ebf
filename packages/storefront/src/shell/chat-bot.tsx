'use client';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY } from '@vitrine/consent';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import type { ChatMessage } from '@vitrine/shell';
import { Button } from '@vitrine/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useShopSettings } from '../common/providers';
import { useConsent } from './consent';

/** The panel is code the shopper loads only when opening the chat. */
const ChatPanel = lazy(() => import('@vitrine/shell/chat-panel').then((m) => ({ default: m.ChatPanel })));

type Answer = { kind: 'answer'; topic: { anchor: string; title: string; text: string }; more: { anchor: string; title: string }[] } | { kind: 'handover' };

/**
 * The chat bot (spec §2): a launcher at the bottom right; the panel answers from the shop's help
 * topics with links to them and hands over to the service team when it has no answer. It needs
 * the shopper's consent to functional cookies (C0003) and stops when that is withdrawn.
 */
export function ChatBot({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useLingui();
  const settings = useShopSettings();
  const consent = useConsent();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'waiting' | 'failed'>('idle');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const launcher = useRef<HTMLButtonElement>(null);
  const counter = useRef(0);
  if (!enabled || consent.categories === undefined) return null;
  const locale = i18n.locale as ProductLocale;
  const service = pathFor('service', locale, settings.locales);
  const id = () => `m${++counter.current}`;
  const greeting: ChatMessage = { id: 'hello', from: 'bot', text: t`Hallo! Ich beantworte Fragen aus unserer Hilfe. Was möchten Sie wissen?` };
  const allowed = consent.allows('chatBot');

  const send = async (question: string) => {
    setMessages((all) => [...all, { id: id(), from: 'shopper', text: question }]);
    setState('waiting');
    try {
      const res = await fetch('/api/chatbot', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale, message: question }) });
      if (!res.ok) throw new Error(`chat bot answered ${res.status}`);
      const answer = (await res.json()) as Answer;
      const reply: ChatMessage =
        answer.kind === 'answer'
          ? {
              id: id(),
              from: 'bot',
              text: answer.topic.text,
              links: [answer.topic, ...answer.more].map((topic) => ({ href: `${service}#${topic.anchor}`, label: topic.title })),
            }
          : {
              id: id(),
              from: 'bot',
              text: t`Darauf habe ich leider keine Antwort. Unser Kundenservice hilft Ihnen gern weiter.`,
              links: [{ href: service, label: t`Hilfe und Kontakt` }],
            };
      setMessages((all) => [...all, reply]);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const allow = () => consent.choose([...(consent.categories ?? []), CATEGORY.functional]);

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel
            messages={[greeting, ...messages]}
            state={state}
            onSend={(question) => void send(question)}
            consent={allowed ? 'given' : 'needed'}
            onAllow={allow}
            onClose={() => {
              setOpen(false);
              // Back to where the shopper was.
              window.setTimeout(() => launcher.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : (
        <Button ref={launcher} className="vt-chat-launcher" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t`Fragen? Chat`}
        </Button>
      )}
    </>
  );
}
