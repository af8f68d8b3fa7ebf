'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';

export interface ChatMessage {
  id: string;
  from: 'shopper' | 'bot';
  text: string;
  /** Links of an answer (the help topic, related topics, the hand-over). */
  links?: readonly { href: string; label: string }[];
}

export interface ChatPanelProps {
  messages: readonly ChatMessage[];
  /** `waiting` while the bot thinks, `failed` when it could not be asked. */
  state: 'idle' | 'waiting' | 'failed';
  onSend: (question: string) => void;
  onClose: () => void;
  /** `needed`: the shopper has not allowed the chat bot (functional cookies) yet. */
  consent: 'given' | 'needed';
  /** Allows the chat bot (functional cookies) from the panel. */
  onAllow: () => void;
}

/**
 * The chat bot's panel: a non-modal dialog with the conversation as a live log, a question field
 * that keeps what was typed on an error, and Escape to close. Until functional cookies are allowed
 * it says so and offers to allow them.
 */
export function ChatPanel({ messages, state, onSend, onClose, consent, onAllow }: ChatPanelProps) {
  const { t } = useLingui();
  const [question, setQuestion] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [consent]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  return (
    <section
      className="vt-chat"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="vt-chat__header">
        <h2 id="chat-heading" className="vt-chat__heading">
          {t`Chat-Assistent`}
        </h2>
        <button type="button" className="vt-dialog__close" aria-label={t`Chat schließen`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {consent === 'needed' ? (
        <div className="vt-chat__consent">
          <p>
            <Trans>Der Chat-Assistent braucht Ihre Zustimmung zu funktionalen Cookies. Er beantwortet Fragen aus unserer Hilfe; Ihre Fragen speichern wir nicht.</Trans>
          </p>
          <Button onClick={onAllow}>{t`Chat erlauben und starten`}</Button>
        </div>
      ) : (
        <>
          <div className="vt-chat__log" role="log" aria-live="polite" aria-label={t`Unterhaltung`} ref={log}>
            {messages.map((m) => (
              <div key={m.id} className="vt-chat__message" data-from={m.from}>
                <span className="vt-visually-hidden">{m.from === 'bot' ? t`Assistent:` : t`Sie:`} </span>
                <p>{m.text}</p>
                {m.links?.length ? (
                  <ul className="vt-chat__links">
                    {m.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
            {state === 'waiting' ? (
              <p className="vt-chat__status">
                <Trans>Einen Moment …</Trans>
              </p>
            ) : null}
            {state === 'failed' ? (
              <p className="vt-chat__status" role="alert">
                <Trans>Der Assistent ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.</Trans>
              </p>
            ) : null}
          </div>
          <form
            className="vt-chat__form"
            onSubmit={(event) => {
              event.preventDefault();
              const text = question.trim();
              if (!text || state === 'waiting') return;
              onSend(text);
              setQuestion('');
            }}
          >
            <label htmlFor="chat-question" className="vt-visually-hidden">
              {t`Ihre Frage`}
            </label>
            <input
              ref={input}
              id="chat-question"
              className="vt-input"
              value={question}
              maxLength={500}
              placeholder={t`Ihre Frage, z. B. „Wie schicke ich etwas zurück?“`}
              autoComplete="off"
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="submit" size="small" disabled={state === 'waiting'}>
              {t`Senden`}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
