import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SCHEMAS, type ContentIndexEntry, type ContentPage, type Survey, surveyOpen, type Synonyms, synonymsSchema, uspSchema } from '@vitrine/content';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { z } from 'zod';
import { gatewayRoot } from '../../db/migrate';

/**
 * The content bucket of the reference gateway: each tenant's `tenants/<key>/content/` folder, laid
 * out as a real object-storage bucket is (same file names, spec §7):
 *   `<locale>/<id>.json` pages, `menus/<locale>/<id>.json`, `snippets/…`, `promotions/…`,
 *   `drafts/<locale>/<id>.json` (served only with a preview token), `layers/…`, `surveys/…`,
 *   `seo/<locale>/<screen or category-key>.json`, `static/usp-….json`.
 * Every file is validated with @vitrine/content's schemas before it is served: an editor's mistake
 * is a clear error here, never a broken page.
 */
export const CONTENT_ROOT = process.env.VITRINE_CONTENT_DIR ?? join(gatewayRoot(), '../../tenants');

export type BucketFolder = '' | 'menus/' | 'snippets/' | 'promotions/' | 'drafts/' | 'layers/' | 'surveys/' | 'seo/';
const SCHEMA_OF: Record<BucketFolder, z.ZodType> = {
  '': CONTENT_SCHEMAS.page,
  'menus/': CONTENT_SCHEMAS.menu,
  'snippets/': CONTENT_SCHEMAS.snippet,
  'promotions/': CONTENT_SCHEMAS.promotion,
  'drafts/': CONTENT_SCHEMAS.page,
  'layers/': CONTENT_SCHEMAS.layer,
  'surveys/': CONTENT_SCHEMAS.survey,
  'seo/': CONTENT_SCHEMAS.seo,
};

/** A file that is there but does not follow the schema: the editor's error, named. */
export class InvalidContent extends Error {
  override name = 'InvalidContent';
  constructor(
    readonly file: string,
    readonly issues: readonly { path: PropertyKey[]; message: string }[],
  ) {
    super(`${file}: ${issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ')}`);
  }
}

const ID = /^[a-z0-9][a-z0-9_-]{0,199}$/;
const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

interface Cached {
  mtimeMs: number;
  value: unknown;
}

/** Reads one tenant's bucket; each file is parsed and validated once per change (by its mtime). */
export class ContentBucket {
  private readonly cache = new Map<string, Cached>();
  constructor(
    readonly tenant: TenantConfig,
    readonly root: string = join(CONTENT_ROOT, tenant.key, 'content'),
  ) {}

  private read<T>(file: string, schema: z.ZodType<T>): T | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new InvalidContent(file, [{ path: [], message: `not JSON: ${(error as Error).message}` }]);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new InvalidContent(file, parsed.error.issues);
    this.cache.set(file, { mtimeMs, value: parsed.data });
    return parsed.data;
  }

  /** A file of a folder by locale and id; undefined when there is none (or the locale is not the tenant's). */
  file(folder: BucketFolder, locale: string, id: string): unknown {
    if (!ID.test(id) || !LOCALE.test(locale) || !(this.tenant.i18n.locales as readonly string[]).includes(locale)) return undefined;
    const value = this.read(join(this.root, folder, locale, `${id}.json`), SCHEMA_OF[folder]);
    // A file names its own id and locale: a copied file left with the old ones is an error, not a page.
    if (value && (folder === '' || folder === 'drafts/' || folder === 'surveys/' || folder === 'seo/')) {
      const page = value as Pick<ContentPage, 'id' | 'locale'>;
      if (page.id !== id || page.locale !== locale)
        throw new InvalidContent(join(folder, locale, `${id}.json`), [{ path: ['id'], message: `the file names ${page.locale}/${page.id}` }]);
    }
    return value;
  }

  page(locale: string, id: string, { draft = false } = {}): ContentPage | undefined {
    return this.file(draft ? 'drafts/' : '', locale, id) as ContentPage | undefined;
  }

  /** The unique-selling-points file of a static name (`usp-{clientId}-web[-fr].json`). */
  usp(name: string): z.infer<typeof uspSchema> | undefined {
    if (!/^usp-[a-z0-9_-]+\.json$/.test(name)) return undefined;
    return this.read(join(this.root, 'static', name), uspSchema);
  }

  /**
   * The search synonyms of a language (`search/synonyms-<language>.json`): read when it changed, so
   * an editor's edit applies to the next search without a re-index. None: no groups.
   */
  synonyms(language: string): Synonyms['groups'] {
    if (!/^[a-z]{2}$/.test(language)) return [];
    return this.read(join(this.root, 'search', `synonyms-${language}.json`), synonymsSchema)?.groups ?? [];
  }

  /** The published pages of a locale (drafts left out), for the sitemap, the area indexes and the chat bot. */
  index(locale: string): ContentIndexEntry[] {
    if (!(this.tenant.i18n.locales as readonly string[]).includes(locale)) return [];
    let names: string[];
    try {
      names = readdirSync(join(this.root, locale));
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .flatMap((n) => {
        const page = this.page(locale, n.slice(0, -5));
        if (!page) return [];
        return [
          {
            id: page.id,
            kind: page.kind,
            title: page.title,
            description: page.description,
            noindex: page.seo?.noindex ?? false,
            alternates: page.alternates ?? {},
            updated: page.updated ?? null,
          },
        ];
      });
  }

  /** The survey offered in a locale now: the first open one of `surveys/<locale>/` by id. */
  survey(locale: string, now: Date): Survey | undefined {
    if (!(this.tenant.i18n.locales as readonly string[]).includes(locale)) return undefined;
    for (const id of this.ids(join('surveys', locale))) {
      const survey = this.file('surveys/', locale, id) as Survey | undefined;
      if (survey && surveyOpen(survey, now)) return survey;
    }
    return undefined;
  }

  private ids(folder: string): string[] {
    try {
      return readdirSync(join(this.root, folder))
        .filter((n) => n.endsWith('.json'))
        .map((n) => n.slice(0, -5))
        .sort();
    } catch {
      return [];
    }
  }

  /** The drafts of a locale (their content ids), for the operations page's preview links. */
  drafts(locale: string): string[] {
    return this.ids(join('drafts', locale));
  }

  /** Reads every file once: the list of what is wrong (empty when the whole bucket is valid). */
  check(): InvalidContent[] {
    const problems: InvalidContent[] = [];
    const walk = (dir: string): string[] => {
      try {
        return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
      } catch {
        return [];
      }
    };
    for (const file of walk(this.root)) {
      const rel = file.slice(this.root.length + 1);
      const [first, second, third] = rel.split('/');
      try {
        if (first === 'static') {
          if (rel.startsWith('static/usp-')) this.usp(second!);
        } else if (first === 'search') {
          const language = /^synonyms-([a-z]{2})\.json$/.exec(second ?? '')?.[1];
          if (language) this.synonyms(language);
        } else if (third !== undefined) this.file(`${first}/` as BucketFolder, second!, third.slice(0, -5));
        else this.file('', first!, second!.slice(0, -5));
      } catch (error) {
        if (error instanceof InvalidContent) problems.push(error);
        else throw error;
      }
    }
    return problems;
  }
}
