import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyDialog } from './lazy-dialog';

describe('a lazily loaded dialog before the page’s code runs', () => {
  it('is a native disclosure that looks like the button and holds the content, so a press before (or without) JavaScript opens it in place', () => {
    const html = renderToStaticMarkup(
      <LazyDialog title="Gutscheinbedingungen" label="Bedingungen ansehen" size="small">
        <p>Einmal einlösbar.</p>
      </LazyDialog>,
    );
    expect(html).toMatch(/^<details class="vt-lazy-dialog">/);
    // The summary carries the button's look (variant and size) and its label.
    const summary = /<summary([^>]*)>Bedingungen ansehen<\/summary>/.exec(html)?.[1] ?? '';
    for (const attribute of ['class="vt-button"', 'data-variant="secondary"', 'data-size="small"']) expect(summary).toContain(attribute);
    expect(html).toContain('<div class="vt-lazy-dialog__content" role="group" aria-label="Gutscheinbedingungen"><p>Einmal einlösbar.</p></div>');
    expect(html).not.toContain('<button');
  });
});
