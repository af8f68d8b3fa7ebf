import { appendFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { TenantConfig } from '@vitrine/tenant-config';

/** The largest report read, and the largest file the reports of one shop grow to. */
const MAX_REPORT_BYTES = 16 * 1024;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

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
 * line each in `<report dir>/csp-<tenant>.jsonl` (and a line in the server's log), and answers 204.
 */
export function createCspReportHandler(tenant: Pick<TenantConfig, 'key'>) {
  return async function cspReport(request: Request): Promise<Response> {
    const noContent = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    const declared = Number(request.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > MAX_REPORT_BYTES) return new Response(null, { status: 413 });
    const text = await request.text();
    if (text.length > MAX_REPORT_BYTES) return new Response(null, { status: 413 });
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
        `[csp] ${tenant.key}: ${String(v['effective-directive'] ?? v.effectiveDirective ?? '?')} blocked ${String(v['blocked-uri'] ?? v.blockedURL ?? '?')} on ${String(v['document-uri'] ?? v.documentURL ?? '?')}`,
      );
    if (size < MAX_FILE_BYTES) await appendFile(file, violations.map((v) => `${JSON.stringify({ at, ...v })}\n`).join(''));
    return noContent();
  };
}
