import { appendFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TenantConfig } from '@vitrine/tenant-config';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { readTextCapped } from './body';
import { clientIpOf } from './client-ip';

/** The largest report read, and the largest file the reports of one shop grow to. */
const MAX_REPORT_BYTES = 16 * 1024;
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Reports one address may send a minute (a page with a broken policy sends a few per view). */
export const CSP_REPORTS_PER_MINUTE = 30;

/**
 * A value of a report as it goes into the server's log: the report is the sender's text, so no
 * control character (no forged log lines), at most 200 characters.
 */
export const loggable = (value: unknown) =>
  [...String(value ?? '?')]
    .map((c) => (/\p{Cc}|[\u2028\u2029]/u.test(c) ? '\ufffd' : c))
    .join('')
    .slice(0, 200);

/** Where the reports are kept: `VITRINE_REPORT_DIR`, default `.data/reports` under the working directory. */
export function reportDir(): string {
  return process.env.VITRINE_REPORT_DIR || join(process.cwd(), '.data', 'reports');
}

/** The violations of a report body: `application/csp-report` (report-uri) or `application/reports+json` (report-to). */
export function violationsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) {
    return body
      .filter((r): r is { type: string; body: Record<string, unknown> } => !!r && typeof r === 'object' && r.type === 'csp-violation' && typeof r.body === 'object')
      .map((r) => r.body);
  }
  const legacy = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return legacy && typeof legacy === 'object' ? [legacy as Record<string, unknown>] : [];
}

/**
 * POST /api/csp-report: keeps every Content-Security-Policy violation a browser reports, one JSON
 * line each in `<report dir>/csp-<tenant>.jsonl` (and a line in the server's log, its values without
 * control characters), and answers 204; {@link CSP_REPORTS_PER_MINUTE} per address, then 429.
 */
export function createCspReportHandler(
  tenant: Pick<TenantConfig, 'key'>,
  { limiter = new RateLimiterMemory({ points: CSP_REPORTS_PER_MINUTE, duration: 60 }) }: { limiter?: RateLimiterMemory } = {},
) {
  return async function cspReport(request: Request): Promise<Response> {
    const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    // Counted per address before anything is read: a flood of reports fills neither the log nor the disk.
    try {
      await limiter.consume(clientIpOf(request.headers) ?? 'unknown');
    } catch (refusal) {
      const wait = refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : 60;
      await request.body?.cancel().catch(() => undefined);
      return new Response(null, { status: 429, headers: { 'retry-after': String(wait), 'cache-control': 'no-store' } });
    }
    const text = await readTextCapped(request, MAX_REPORT_BYTES);
    if (text === 'too-large') return new Response(null, { status: 413 });
    let violations: Record<string, unknown>[];
    try {
      violations = violationsOf(JSON.parse(text));
    } catch {
      return new Response(null, { status: 400 });
    }
    if (!violations.length) return noContent();
    const dir = reportDir();
    const file = join(dir, `csp-${tenant.key}.jsonl`);
    await mkdir(dir, { recursive: true });
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    const at = new Date().toISOString();
    for (const v of violations)
      console.warn(
        `[csp] ${tenant.key}: ${loggable(v['effective-directive'] ?? v.effectiveDirective)} blocked ${loggable(v['blocked-uri'] ?? v.blockedURL)} on ${loggable(v['document-uri'] ?? v.documentURL)}`,
      );
    if (size < MAX_FILE_BYTES) await appendFile(file, violations.map((v) => `${JSON.stringify({ at, ...v })}\n`).join(''));
    return noContent();
  };
}
