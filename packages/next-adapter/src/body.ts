/**
 * A request's body read up to `max` bytes while it arrives: a declared Content-Length over the cap
 * is refused before reading, and a body sent without one (chunked) is cut off at the cap, its
 * stream cancelled, instead of being read whole into memory first. `too-large` past the cap.
 */
export async function readBodyCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await request.body?.cancel().catch(() => undefined);
    return 'too-large';
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** {@link readBodyCapped} as UTF-8 text. */
export async function readTextCapped(request: Request, max: number): Promise<string | 'too-large'> {
  const body = await readBodyCapped(request, max);
  return body === 'too-large' ? body : new TextDecoder().decode(body);
}
