import { missingArea } from '@vitrine/next-adapter';
import { NotFoundScreen } from '../not-found-screen';

/**
 * The catch-all of paths the route table and the content bucket do not know: the localized 404
 * page rendered on the server, in the shop's layout, readable without JavaScript. The proxy gives
 * the answer its status 404 (Next's `notFound()` in a page rendered per request sends an empty
 * shell that only the browser's script fills), and marks an account page the tenant switches off:
 * that 404 leads to the account's start.
 */
export async function MissingPage() {
  return <NotFoundScreen area={await missingArea()} />;
}
