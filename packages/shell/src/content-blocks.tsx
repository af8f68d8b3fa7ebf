import type { ContentBlock, ContentSnippet, Inline } from '@vitrine/content';
import type { ReactNode } from 'react';

/** Where a content link leads in this page's locale; `undefined` drops the link and keeps its text. */
export type ResolveHref = (link: string) => string | undefined;

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** Turns an editor's link (`route:terms`, `category:moebel`, `/magazin/…`) into a path of the page's locale. */
  resolveHref: ResolveHref;
  /** Renders a product row block (the screen loads its products); without it, product rows are left out. */
  renderProductRow?: (block: Extract<ContentBlock, { type: 'productRow' }>, index: number) => ReactNode;
  /** The snippets the page's snippet blocks name, by id. */
  snippets?: Readonly<Record<string, ContentSnippet>>;
  /** The heading level of the page's own title (block headings go below it). Default 1. */
  titleLevel?: 1 | 2;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

function InlineRuns({ runs, resolveHref }: { runs: readonly Inline[]; resolveHref: ResolveHref }) {
  return (
    <>
      {runs.map((run, i) => {
        if (typeof run === 'string') return <span key={i}>{run}</span>;
        const text = run.strong ? <strong>{run.text}</strong> : run.text;
        const href = run.href ? resolveHref(run.href) : undefined;
        if (!href) return <span key={i}>{text}</span>;
        return (
          <a key={i} href={href} {...(isExternal(href) ? { rel: 'noopener', target: '_blank' } : {})}>
            {text}
          </a>
        );
      })}
    </>
  );
}

function Heading({ level, children, id }: { level: 2 | 3 | 4; children: ReactNode; id?: string | undefined }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="vt-content__heading">
      {children}
    </Tag>
  );
}

/**
 * Editors' content as typed blocks (@vitrine/content): text, headings, lists, images, an
 * accordion of help topics (each item reachable by its anchor, open without JavaScript), teaser
 * grids and product rows. No HTML from the bucket is ever put into the page.
 */
export function ContentBlocks({ blocks, resolveHref, renderProductRow, snippets = {}, titleLevel = 1 }: ContentBlocksProps) {
  const shift = titleLevel === 1 ? 0 : 1;
  const level = (l: 2 | 3) => (l + shift) as 2 | 3 | 4;
  const render = (block: ContentBlock, index: number): ReactNode => {
    switch (block.type) {
      case 'text':
        return (
          <div key={index} className="vt-content__text">
            {block.paragraphs.map((runs, i) => (
              <p key={i}>
                <InlineRuns runs={runs} resolveHref={resolveHref} />
              </p>
            ))}
          </div>
        );
      case 'heading':
        return (
          <Heading key={index} level={level(block.level)} id={block.anchor}>
            {block.text}
          </Heading>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index} className="vt-content__list">
            {block.items.map((runs, i) => (
              <li key={i}>
                <InlineRuns runs={runs} resolveHref={resolveHref} />
              </li>
            ))}
          </List>
        );
      }
      case 'image':
        return (
          <figure key={index} className="vt-content__figure">
            <img src={block.image.src} alt={block.image.alt} width={block.image.width} height={block.image.height} loading="lazy" decoding="async" />
            {block.caption ? <figcaption>{block.caption}</figcaption> : null}
          </figure>
        );
      case 'accordion':
        return (
          <section key={index} className="vt-content__accordion" id={block.anchor} aria-label={block.heading}>
            {block.heading ? <Heading level={level(2)}>{block.heading}</Heading> : null}
            {block.items.map((item) => (
              <details key={item.anchor} className="vt-accordion__item" data-anchor={item.anchor}>
                <summary className="vt-accordion__summary">
                  <span role="heading" aria-level={level(block.heading ? 3 : 2)}>
                    {item.title}
                  </span>
                </summary>
                {/* The anchor sits inside the closed item: the browser opens it when a link or the
                    address names it (`/service-hilfe#bestellen`), without JavaScript. */}
                <div className="vt-accordion__panel" id={item.anchor}>
                  {item.blocks.map((b, i) => render(b, i))}
                </div>
              </details>
            ))}
          </section>
        );
      case 'teaserGrid':
        return (
          <section key={index} className="vt-teasers" aria-label={block.heading}>
            {block.heading ? <Heading level={level(2)}>{block.heading}</Heading> : null}
            <ul className="vt-teasers__grid">
              {block.teasers.map((teaser, i) => {
                const href = resolveHref(teaser.href);
                const body = (
                  <>
                    {teaser.image ? <img src={teaser.image.src} alt={teaser.image.alt} width={teaser.image.width} height={teaser.image.height} loading="lazy" /> : null}
                    {teaser.badge ? <span className="vt-teaser__badge">{teaser.badge}</span> : null}
                    <span className="vt-teaser__title">{teaser.title}</span>
                    {teaser.text ? <span className="vt-teaser__text">{teaser.text}</span> : null}
                  </>
                );
                return (
                  <li key={i} className="vt-teaser" data-tone={teaser.tone}>
                    {href ? (
                      <a href={href} className="vt-teaser__link">
                        {body}
                      </a>
                    ) : (
                      <div className="vt-teaser__link">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      case 'productRow':
        return renderProductRow ? <div key={index}>{renderProductRow(block, index)}</div> : null;
      case 'snippet': {
        const snippet = snippets[block.id];
        return snippet ? <div key={index}>{snippet.blocks.map((b, i) => render(b, i))}</div> : null;
      }
    }
  };
  return <div className="vt-content">{blocks.map(render)}</div>;
}
