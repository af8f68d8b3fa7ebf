import { notFound } from 'next/navigation';

/** The catch-all of paths the route table does not know: the localized 404 (HTTP 404). */
export function MissingPage(): never {
  notFound();
}

/** Pages render on first request and are then cached (static first), per locale. */
export async function generateStaticParams(): Promise<{ locale: string }[]> {
  return [];
}
