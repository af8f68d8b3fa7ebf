import { z } from 'zod';
import { seoSchema, surveySchema } from './survey';

/**
 * Editors' content is data: a page is a list of typed blocks, never HTML. The gateway validates
 * every file of the bucket with these schemas before it serves one; the shop renders them.
 */

/**
 * Where a link goes, in the forms an editor writes:
 * - `route:<screen>[#anchor]`: a screen of the route table (`route:terms`, `route:service#bestellen`),
 * - `category:<key>`: a category listing by its stable key (`category:moebel-sofas`),
 * - `search:<term>`: the search results for a term,
 * - `/<path>[#anchor]`: a content page of the same locale, without the language prefix,
 * - `#<anchor>`: a place on the same page,
 * - `https://…`: another site (opens as an external link),
 * - `layer:<id>`: a service layer (`shipping`, `payment`, `returns`), opened over the page; without
 *   JavaScript the link leads to the service page.
 */
export const LINK_PATTERN = /^(layer:[a-z0-9-]+|route:[a-zA-Z]+(#[a-z0-9-]+)?|category:[a-z0-9-]+|search:[^\s].{0,79}|\/[a-z0-9/_-]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/[^\s]+)$/;
export const linkSchema = z.string().regex(LINK_PATTERN, 'a link is route:, category:, search:, layer:, /path, #anchor or https://');
export type ContentLink = z.infer<typeof linkSchema>;

export type LinkTarget =
  | { kind: 'route'; screen: string; anchor?: string }
  | { kind: 'category'; key: string }
  | { kind: 'search'; term: string }
  | { kind: 'content'; path: string; anchor?: string }
  | { kind: 'anchor'; anchor: string }
  | { kind: 'external'; url: string }
  | { kind: 'layer'; id: string };

/** Reads a link (see {@link linkSchema}) into its parts; the shop turns it into a path of the page's locale. */
export function parseLink(link: string): LinkTarget {
  const [head, anchor] = link.split('#', 2) as [string, string | undefined];
  const withAnchor = anchor ? { anchor } : {};
  if (link.startsWith('layer:')) return { kind: 'layer', id: link.slice(6) };
  if (link.startsWith('route:')) return { kind: 'route', screen: head.slice(6), ...withAnchor };
  if (link.startsWith('category:')) return { kind: 'category', key: link.slice(9) };
  if (link.startsWith('search:')) return { kind: 'search', term: link.slice(7) };
  if (link.startsWith('https://')) return { kind: 'external', url: link };
  if (link.startsWith('#')) return { kind: 'anchor', anchor: link.slice(1) };
  return { kind: 'content', path: head, ...withAnchor };
}

/** A run of text in a paragraph: plain, or with a link or an emphasis. */
export const inlineSchema = z.union([z.string().min(1), z.strictObject({ text: z.string().min(1), href: linkSchema.optional(), strong: z.boolean().optional() })]);
export type Inline = z.infer<typeof inlineSchema>;
const paragraph = z.array(inlineSchema).min(1);

const anchor = z.string().regex(/^[a-z0-9-]{1,60}$/, 'an anchor is lower case letters, digits and dashes');
const image = z.strictObject({
  /** A picture of the shop (`/api/images/{sku}/{n}.svg`) or of the bucket. */
  src: z.string().regex(/^\/api\/images\/[A-Za-z0-9/._-]+$/),
  /** What the picture shows; empty only for a decorative one. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const textBlock = z.strictObject({ type: z.literal('text'), paragraphs: z.array(paragraph).min(1) });
export const headingBlock = z.strictObject({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: z.string().min(1), anchor: anchor.optional() });
export const listBlock = z.strictObject({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(paragraph).min(1) });
export const imageBlock = z.strictObject({ type: z.literal('image'), image, caption: z.string().optional() });
/** Blocks an accordion item may hold. */
const simpleBlock = z.discriminatedUnion('type', [textBlock, listBlock, headingBlock]);
export const accordionBlock = z.strictObject({
  type: z.literal('accordion'),
  heading: z.string().optional(),
  anchor: anchor.optional(),
  items: z.array(z.strictObject({ anchor, title: z.string().min(1), blocks: z.array(simpleBlock).min(1) })).min(1),
});
export const teaserGridBlock = z.strictObject({
  type: z.literal('teaserGrid'),
  heading: z.string().optional(),
  teasers: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        text: z.string().optional(),
        href: linkSchema,
        /** A short label over the title ("Aktion", "Neu"). */
        badge: z.string().optional(),
        /** The tile's colour from the theme: campaign tiles use primary or secondary. */
        tone: z.enum(['primary', 'secondary', 'neutral']).default('neutral'),
        image: image.optional(),
      }),
    )
    .min(1)
    .max(12),
});
export const productRowBlock = z.strictObject({
  type: z.literal('productRow'),
  heading: z.string().min(1),
  /** The products of a search: a term, a category key, or both. */
  query: z
    .strictObject({
      term: z.string().max(100).optional(),
      category: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .optional(),
      sort: z.enum(['relevance', 'price-asc', 'price-desc', 'newest', 'rating']).default('relevance'),
    })
    .refine((q) => Boolean(q.term?.trim() || q.category), 'a product row needs a term or a category'),
  limit: z.number().int().min(2).max(12).default(4),
  /** "Show all" goes here. */
  moreHref: linkSchema.optional(),
});
export const snippetBlock = z.strictObject({ type: z.literal('snippet'), id: z.string().regex(/^[a-z0-9-]+$/) });

export const blockSchema = z.discriminatedUnion('type', [textBlock, headingBlock, listBlock, imageBlock, accordionBlock, teaserGridBlock, productRowBlock, snippetBlock]);
export type ContentBlock = z.infer<typeof blockSchema>;
export type AccordionBlock = z.infer<typeof accordionBlock>;
export type TeaserGridBlock = z.infer<typeof teaserGridBlock>;
export type ProductRowBlock = z.infer<typeof productRowBlock>;

/** A page of the bucket (`{locale}/{id}.json`). */
export const contentPageSchema = z.strictObject({
  /** The content id: the public path without the language prefix, slashes as dashes (spec §2). */
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,199}$/),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  /** What kind of page: it chooses the layout and the Open Graph type. */
  kind: z.enum(['storefront', 'page', 'legal', 'article', 'landing']),
  title: z.string().min(1).max(120),
  /** The meta description and the lead under the title (at most 300 characters). */
  description: z.string().min(1).max(300),
  /** Shown on legal pages and articles ("Stand: …"). ISO date. */
  updated: z.iso.date().optional(),
  /** A content page of the same locale in another language of the tenant, by locale: its content id (hreflang). */
  alternates: z.record(z.string(), z.string()).optional(),
  /** A title for search engines when it differs from the heading; `noindex` keeps the page out of the sitemap. */
  seo: z.strictObject({ title: z.string().max(70).optional(), noindex: z.boolean().optional() }).optional(),
  blocks: z.array(blockSchema).min(1),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A menu (`menus/{locale}/{id}.json`): groups of links, e.g. the footer's. */
export const menuSchema = z.strictObject({
  id: z.string(),
  locale: z.string(),
  groups: z.array(z.strictObject({ title: z.string().min(1), links: z.array(z.strictObject({ label: z.string().min(1), href: linkSchema })).min(1) })).min(1),
});
export type ContentMenu = z.infer<typeof menuSchema>;

/** A snippet (`snippets/{locale}/{id}.json`): a few blocks used on several pages. */
export const snippetSchema = z.strictObject({ id: z.string(), locale: z.string(), blocks: z.array(z.discriminatedUnion('type', [textBlock, listBlock, headingBlock])).min(1) });
export type ContentSnippet = z.infer<typeof snippetSchema>;

/** A promotion (`promotions/{locale}/{id}.json`): the banner over the header. */
export const promotionSchema = z.strictObject({
  id: z.string(),
  locale: z.string(),
  text: z.string().min(1).max(160),
  /** A voucher code shown with a copy button. */
  code: z.string().max(30).optional(),
  href: linkSchema.optional(),
  /** ISO date-times; outside them the banner is not shown. */
  from: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
});
export type ContentPromotion = z.infer<typeof promotionSchema>;

/** A service layer (`layers/{locale}/{id}.json`): a short help overlay opened from a `layer:` link. */
export const layerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  locale: z.string(),
  title: z.string().min(1).max(80),
  blocks: z.array(z.discriminatedUnion('type', [textBlock, listBlock, headingBlock])).min(1),
});
export type ContentLayer = z.infer<typeof layerSchema>;

/** The unique-selling-points bar (`static/usp-{clientId}-{device}[-fr][-sliced].json`). */
export const uspSchema = z.strictObject({
  language: z.string(),
  items: z
    .array(z.strictObject({ icon: z.enum(['truck', 'invoice', 'return', 'phone', 'shield']), text: z.string().min(1).max(80), href: linkSchema.optional() }))
    .min(1)
    .max(5),
});
export type UspBar = z.infer<typeof uspSchema>;

/** An entry of a locale's page index (`index/{locale}.json` of the gateway's bucket): what the sitemap, the proxy and area pages read. */
export interface ContentIndexEntry {
  id: string;
  kind: ContentPage['kind'];
  title: string;
  description: string;
  noindex: boolean;
  alternates: Record<string, string>;
  updated: string | null;
}

/** Which kinds live in which folder of the bucket. */
export const CONTENT_SCHEMAS = {
  page: contentPageSchema,
  menu: menuSchema,
  snippet: snippetSchema,
  promotion: promotionSchema,
  layer: layerSchema,
  survey: surveySchema,
  seo: seoSchema,
} as const;

/** Every link of a page, its menus and snippets, for checks (each must lead somewhere). */
export function linksOf(blocks: readonly ContentBlock[]): string[] {
  const out: string[] = [];
  const inline = (runs: readonly Inline[]) => runs.forEach((r) => typeof r !== 'string' && r.href && out.push(r.href));
  const walk = (block: ContentBlock | z.infer<typeof simpleBlock>) => {
    if (block.type === 'text') block.paragraphs.forEach(inline);
    else if (block.type === 'list') block.items.forEach(inline);
    else if (block.type === 'accordion') block.items.forEach((item) => item.blocks.forEach(walk));
    else if (block.type === 'teaserGrid') block.teasers.forEach((t) => out.push(t.href));
    else if (block.type === 'productRow' && block.moreHref) out.push(block.moreHref);
  };
  blocks.forEach(walk);
  return out;
}

/** Every anchor a page defines (headings, accordions and their items). */
export function anchorsOf(blocks: readonly ContentBlock[]): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    if (block.type === 'heading' && block.anchor) out.push(block.anchor);
    if (block.type === 'accordion') {
      if (block.anchor) out.push(block.anchor);
      block.items.forEach((item) => out.push(item.anchor));
    }
  }
  return out;
}
