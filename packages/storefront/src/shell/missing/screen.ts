import { createElement } from 'react';
import { NotFoundScreen } from '../status-screens';

/**
 * The catch-all of paths the route table and the content bucket do not know: the localized 404
 * page rendered on the server, in the shop's layout, readable without JavaScript. The proxy gives
 * the answer its status 404 (Next's `notFound()` in a page rendered per request sends an empty
 * shell that only the browser's script fills).
 */
export function MissingPage() {
  return createElement(NotFoundScreen);
}
