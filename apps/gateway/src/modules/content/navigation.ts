import type { Navigation, NavigationItem } from '@vitrine/content';
import { localSpelling, type ProductLocale, slugify } from '@vitrine/i18n';
import { tenantOfClient } from '../../http/tenants';
import type { Database } from '../../db/database';
import type { LocalizedText } from '../catalog/localize';

const FILE = /^navigation-([a-z0-9_-]+?)-(web|mobile)(-fr)?(-sliced)?\.json$/;

/** Reads `navigation-{clientId}-{device}[-fr][-sliced].json` (spec §7); undefined for a name that is not one. */
export function parseNavigationFile(
  name: string,
): { clientId: string; device: 'web' | 'mobile'; language: 'de' | 'fr' | 'nl'; locale: ProductLocale; sliced: boolean } | undefined {
  const m = FILE.exec(name);
  if (!m) return undefined;
  const clientId = m[1]!;
  // The client id names a tenant; without `-fr` the file is in the tenant's first language, and
  // French exists where the tenant offers it (Switzerland).
  const tenant = tenantOfClient(clientId);
  if (!tenant) return undefined;
  const languages = tenant.i18n.languages as readonly string[];
  if (m[3] && !languages.includes('fr')) return undefined;
  return {
    clientId,
    device: m[2] as 'web' | 'mobile',
    language: m[3] ? 'fr' : (languages[0] as 'de' | 'nl'),
    locale: m[3] ? tenant.i18n.locales.find((l) => l.startsWith('fr'))! : tenant.i18n.defaultLocale,
    sliced: Boolean(m[4]),
  };
}

/** The navigation tree from the categories: departments with their categories, in the seeded order. */
export async function navigation(db: Database, file: NonNullable<ReturnType<typeof parseNavigationFile>>): Promise<Navigation> {
  const rows = await db.query<{ key: string; parent_key: string | null; name: LocalizedText; count: number }>(
    `select c.key, c.parent_key, c.name,
            (select count(*)::int from products p join categories pc on pc.key = p.category_key where pc.key = c.key or pc.parent_key = c.key) as count
     from categories c order by c.position, c.key`,
  );
  const item = (row: (typeof rows)[number]): NavigationItem => {
    // Swiss German writes "ss" for "ß", in the navigation as everywhere (@vitrine/i18n).
    const label = localSpelling(row.name[file.language] ?? row.name.de ?? row.key, file.locale);
    return { key: row.key, label, slug: slugify(label), ...(file.sliced ? {} : { count: row.count }), children: [] };
  };
  const items = rows.filter((r) => r.parent_key === null && r.count > 0).map(item);
  for (const row of rows) {
    const parent = items.find((i) => i.key === row.parent_key);
    if (parent && row.count > 0) parent.children.push(item(row));
  }
  return { clientId: file.clientId, language: file.language, device: file.device, items };
}
