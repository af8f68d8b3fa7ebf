import { isProductLocale } from '@vitrine/i18n';
import { readJsonObject } from '../../http/body';
import { type Route, sendJson } from '../../http/router';
import { answer, helpTopics } from './service';

/** A question is a sentence or two. */
const MAX_QUESTION = 500;

/**
 * `POST /api/chatbot` `{ locale, message }`: the chat bot's answer from the tenant's help content
 * (a topic of the service page with its anchor), or the hand-over to the service team. The shop
 * writes the words around it.
 */
export const chatbotRoutes: Route[] = [
  {
    path: /^\/api\/chatbot$/,
    limit: (method) => (method === 'POST' ? 'search' : undefined),
    fuzz: { requests: [{ method: 'POST', path: '/api/chatbot', body: ['locale', 'message'] }] },
    async handle({ tenant }, req, res) {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'Questions are POSTed' } });
      }
      const body = await readJsonObject(req, 4096);
      if (!body) return sendJson(res, 400, { error: { code: 'bad-question', message: 'The body must be a JSON object' } });
      if (!isProductLocale(body.locale) || !(tenant.i18n.locales as readonly string[]).includes(body.locale))
        return sendJson(res, 400, { error: { code: 'bad-locale', message: 'Not a locale of this shop' } });
      if (typeof body.message !== 'string' || !body.message.trim() || body.message.length > MAX_QUESTION)
        return sendJson(res, 400, { error: { code: 'bad-question', message: `A question has 1 to ${MAX_QUESTION} characters` } });
      return sendJson(res, 200, answer(helpTopics(tenant, body.locale), body.message));
    },
  },
];
