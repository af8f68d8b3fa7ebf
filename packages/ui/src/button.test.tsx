import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

/** The element's name and its attributes (their order is React's business). */
function parse(html: string) {
  const [, tag, attributes, text] = /^<(\w+)([^>]*)>([^<]*)</.exec(html)!;
  return { tag, attributes: Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])), text };
}

describe('Button', () => {
  it('is a button of type "button" by default, with its variant and size', () => {
    expect(parse(renderToStaticMarkup(<Button>Weiter</Button>))).toEqual({
      tag: 'button',
      attributes: { class: 'vt-button', 'data-variant': 'primary', 'data-size': 'medium', type: 'button' },
      text: 'Weiter',
    });
    expect(parse(renderToStaticMarkup(<Button type="submit" variant="outline" size="small" className="wide" name="choice" value="all" />)).attributes).toEqual({
      class: 'vt-button wide',
      'data-variant': 'outline',
      'data-size': 'small',
      type: 'submit',
      name: 'choice',
      value: 'all',
    });
  });
  it('with asChild styles its child (a link) as a button, keeping the child’s class and props', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary" title="Zum Warenkorb">
        <a href="/warenkorb" className="basket">
          Warenkorb
        </a>
      </Button>,
    );
    expect(parse(html)).toEqual({
      tag: 'a',
      attributes: { href: '/warenkorb', class: 'vt-button basket', title: 'Zum Warenkorb', 'data-variant': 'secondary', 'data-size': 'medium' },
      text: 'Warenkorb',
    });
  });
});
