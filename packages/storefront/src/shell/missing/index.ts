import { MissingPage } from './screen';

/** Every path the route table does not know (the proxy rewrites it here): the localized 404. The same for every tenant. */
export function createScreen(_tenant?: unknown) {
  return { Page: MissingPage, generateStaticParams: async (): Promise<{ locale: string }[]> => [] };
}
