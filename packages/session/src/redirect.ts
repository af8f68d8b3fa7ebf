/**
 * A path of this shop to go on to after login or logout (`?next=`), or undefined: never another
 * site (`//host`, `/\host`, `https:`), no control characters or spaces, at most 512 characters.
 */
export function localPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 512 || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return undefined;
  return value;
}
