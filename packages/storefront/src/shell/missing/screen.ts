import { notFound } from 'next/navigation';

/** The catch-all of paths the route table does not know: the localized 404 (HTTP 404). */
export function MissingPage(): never {
  notFound();
}
