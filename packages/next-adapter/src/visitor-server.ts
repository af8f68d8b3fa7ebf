import { newVisitorId } from '@vitrine/session';
import { visitorFromSignedCookies } from '@vitrine/session/server';
import { cookies, headers } from 'next/headers';
import { secret, secureCookies } from './env';
import { visitorCookieFor } from './visitor';

/** In a server action: the visitor id from the signed HttpOnly cookie; a first visit (or a forged cookie) gets a new one. */
export async function visitorId(): Promise<string> {
  const known = visitorFromSignedCookies((await headers()).get('cookie'), secret('visitor'), secureCookies());
  if (known) return known;
  const id = newVisitorId();
  const jar = await cookies();
  jar.set(visitorCookieFor(id, secureCookies()));
  return id;
}

/** In a page render (where no cookie can be set): the visitor of the signed cookie, or undefined for a first visit. */
export async function knownVisitorId(): Promise<string | undefined> {
  return visitorFromSignedCookies((await headers()).get('cookie'), secret('visitor'), secureCookies()) ?? undefined;
}
