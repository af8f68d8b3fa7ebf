import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCspReportHandler, loggable, violationsOf } from './csp-report';

const dir = mkdtempSync(join(tmpdir(), 'csp-'));
process.env.VITRINE_REPORT_DIR = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CSP reports', () => {
  it('reads both report formats and keeps each violation as a line', async () => {
    const legacy = { 'csp-report': { 'document-uri': 'http://shop/p/x', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const modern = [
      { type: 'csp-violation', body: { documentURL: 'http://shop/', effectiveDirective: 'script-src', blockedURL: 'https://evil.example/x.js' } },
      { type: 'deprecation', body: {} },
    ];
    expect(violationsOf(legacy)).toHaveLength(1);
    expect(violationsOf(modern)).toHaveLength(1);
    expect(violationsOf({ nothing: true })).toEqual([]);
    const handle = createCspReportHandler({ key: 'base' });
    const post = (body: string, type: string) => handle(new Request('http://shop/api/csp-report', { method: 'POST', headers: { 'content-type': type }, body }));
    expect((await post(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
    expect((await post(JSON.stringify(modern), 'application/reports+json')).status).toBe(204);
    expect((await post('{', 'application/csp-report')).status).toBe(400);
    expect((await post('x'.repeat(17 * 1024), 'application/csp-report')).status).toBe(413);
    const lines = readFileSync(join(dir, 'csp-base.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l['blocked-uri'] ?? l.blockedURL)).toEqual(['inline', 'https://evil.example/x.js']);
  });

  it('answers 429 past its reports a minute from one address; another address goes on', async () => {
    const handle = createCspReportHandler({ key: 'base' }, { limiter: new RateLimiterMemory({ points: 3, duration: 60 }) });
    const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://shop/', 'effective-directive': 'img-src', 'blocked-uri': 'data' } });
    const post = (peer: string) =>
      handle(new Request('http://shop/api/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report', 'x-vitrine-peer': peer }, body: report }));
    expect([(await post('198.51.100.7')).status, (await post('198.51.100.7')).status, (await post('198.51.100.7')).status]).toEqual([204, 204, 204]);
    const refused = await post('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('198.51.100.8')).status).toBe(204);
  });

  it('logs no raw text of the sender: no control characters (no forged log lines), at most 200 characters', async () => {
    expect(loggable('https://evil.example/\n[csp] base: forged line\r\u001b[31m')).toBe('https://evil.example/\ufffd[csp] base: forged line\ufffd\ufffd[31m');
    expect(loggable('x'.repeat(500))).toHaveLength(200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const handle = createCspReportHandler({ key: 'base' });
      const body = JSON.stringify({ 'csp-report': { 'document-uri': 'http://shop/\nfake', 'effective-directive': 'script-src', 'blocked-uri': 'inline' } });
      expect((await handle(new Request('http://shop/api/csp-report', { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body }))).status).toBe(204);
      expect(warn.mock.calls.flat().join('')).not.toMatch(/[\n\r]/);
    } finally {
      warn.mockRestore();
    }
  });
});
