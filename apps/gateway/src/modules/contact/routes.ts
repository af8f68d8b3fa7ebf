import { BodyTooLarge, readBody } from '../../http/body';
import { type Route, sendJson } from '../../http/router';
import { storeUpload } from './uploads';
import { DEFAULT_LIMITS } from '@vitrine/upload-rules';

/** The header that names an uploaded file (percent-encoded UTF-8, as `encodeURIComponent` writes it). */
export const UPLOAD_NAME_HEADER = 'x-upload-name';

/**
 * `POST /api/contact/uploads`: one file for a contact message, its bytes as the body
 * (`application/octet-stream`), its name in {@link UPLOAD_NAME_HEADER}. 201 `{ id, name, size }`;
 * 422 `{ error: { code } }` with the upload rule it breaks; 413 over 5 MB. The file is never served
 * back: the id only lets the same visitor attach it to one message.
 */
export const contactRoutes: Route[] = [
  {
    path: /^\/api\/contact\/uploads$/,
    limit: (method) => (method === 'POST' ? 'write' : undefined),
    bodyTypes: ['application/octet-stream'],
    maxBodyBytes: DEFAULT_LIMITS.maxFileBytes,
    fuzz: { requests: [{ method: 'POST', path: '/api/contact/uploads', body: 'bytes', headers: [UPLOAD_NAME_HEADER] }] },
    async handle(context, req, res) {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'Files are POSTed' } });
      }
      let name: string;
      try {
        name = decodeURIComponent(String(req.headers[UPLOAD_NAME_HEADER] ?? ''));
      } catch {
        return sendJson(res, 400, { error: { code: 'bad-name', message: `${UPLOAD_NAME_HEADER} is percent-encoded UTF-8` } });
      }
      let bytes: Buffer;
      try {
        bytes = await readBody(req, DEFAULT_LIMITS.maxFileBytes);
      } catch (error) {
        if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: { code: 'file-too-large', message: error.message } });
        throw error;
      }
      if (!bytes.byteLength) return sendJson(res, 422, { error: { code: 'unsupported-format', message: 'An empty file' } });
      const stored = await storeUpload(context, name, new Uint8Array(bytes));
      if ('refused' in stored) return sendJson(res, stored.refused === 'no-visitor' ? 401 : 422, { error: { code: stored.refused, message: 'The file was refused' } });
      sendJson(res, 201, stored.upload);
    },
  },
];
