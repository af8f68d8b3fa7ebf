import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCspReportHandler, violationsOf } from './csp-report';

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
});
