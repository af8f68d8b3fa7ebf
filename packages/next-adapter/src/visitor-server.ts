import { isVisitorId, newVisitorId, visitorCookie, VISITOR_COOKIE } from '@vitrine/session';
import { cookies, headers } from 'next/headers';

/** In a server action: the visitor id from the HttpOnly cookie; a first visit gets one. */
export async function visitorId(): Promise<string> {
  const jar = await cookies();
  const known = jar.get(VISITOR_COOKIE)?.value;
  if (isVisitorId(known)) return known;
  const id = newVisitorId();
  jar.set(visitorCookie(id, (await headers()).get('x-forwarded-proto') === 'https'));
  return id;
}
