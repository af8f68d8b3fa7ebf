import { createHash, randomUUID } from 'node:crypto';
import { isIdempotencyKey } from '@vitrine/session';

/**
 * A key for one render of a form on a page rendered for one shopper (the checkout's steps, the
 * basket, the wishlist: never a page cached for everyone). The page binds it to the form's server
 * action (`action.bind(null, tenant, renderKey(), …)`): it travels with the post with and without
 * JavaScript, and every successful post comes back to a new render, so a new key.
 */
export function renderKey(): string {
  return randomUUID();
}

/**
 * The `Idempotency-Key` of one post of a form: its render's key and what was sent, as one key. A
 * second press of the same rendered form with the same input (a double click, a browser that posts
 * again) is the same write, which the gateway runs once and answers again; the same form sent with
 * other input (corrected after a refusal) is another write. Undefined for a key that is not one (the
 * client then makes its own per request).
 */
export function formKey(render: unknown, form: FormData): string | undefined {
  if (!isIdempotencyKey(render)) return undefined;
  const fields = [...form.entries()]
    // React's own fields of a progressively enhanced form name the action, not the input.
    .filter(([name]) => !name.startsWith('$ACTION'))
    .map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}:${value.size}`])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : x! > y! ? 1 : 0));
  return `form:${createHash('sha256').update(render).update('\0').update(JSON.stringify(fields)).digest('base64url')}`;
}
