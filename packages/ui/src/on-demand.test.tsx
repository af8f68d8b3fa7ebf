import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function Notice({ text }: { text?: string | undefined }) {
  return <p role="alert">{text}</p>;
}

/** The HTML a streaming server render writes once everything it waits for has come. */
async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('onDemand', () => {
  it('renders nothing and loads nothing while it has nothing to show', () => {
    const load = vi.fn(() => Promise.resolve(Notice));
    const OnDemandNotice = onDemand(load, (props: { text?: string | undefined }) => props.text !== undefined);
    expect(renderToStaticMarkup(<OnDemandNotice />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('makes a server render wait for its code, then writes it in place (no Suspense boundary, no fallback)', async () => {
    const load = vi.fn(() => new Promise<typeof Notice>((resolve) => setTimeout(() => resolve(Notice), 20)));
    const OnDemandNotice = onDemand(load, (props: { text?: string | undefined }) => props.text !== undefined);
    const page = await html(
      <main>
        <OnDemandNotice text="Bitte prüfen Sie Ihre Eingaben." />
      </main>,
    );
    expect(page).toBe('<main><p role="alert">Bitte prüfen Sie Ihre Eingaben.</p></main>');
    expect(load).toHaveBeenCalledTimes(1);
    // Loaded once: the next render is synchronous.
    expect(renderToStaticMarkup(<OnDemandNotice text="Noch einmal." />)).toBe('<p role="alert">Noch einmal.</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders synchronously after preload()', async () => {
    const OnDemandNotice = onDemand(
      () => Promise.resolve(Notice),
      () => true,
    );
    await OnDemandNotice.preload();
    expect(renderToStaticMarkup(<OnDemandNotice text="Da." />)).toBe('<p role="alert">Da.</p>');
  });
});
