import { headers } from 'next/headers';
import { MISSING_AREA_HEADER } from './proxy';

/** The area the proxy named for this 404 (an account page the tenant switches off), or undefined. */
export async function missingArea(): Promise<'account' | undefined> {
  return (await headers()).get(MISSING_AREA_HEADER) === 'account' ? 'account' : undefined;
}
