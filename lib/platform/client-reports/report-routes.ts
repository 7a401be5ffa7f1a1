import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_LOG_LIMITS, type ClientLogRecord, type VitalsReport } from '@/lib/domain/client-reports/client-reports';
import { clientLogBatchSchema, clientLogRecordSchema, vitalsBatchSchema, vitalsReportSchema } from '@/lib/domain/validation/client-reports';
import { getDb } from '@/lib/platform/db/client';
import { assertDeclaredSize, parseBody, parseJsonObject } from '@/lib/platform/http/body';
import { clientAddress } from '@/lib/platform/http/client-address';
import { ApiError, isRefusal } from '@/lib/platform/http/errors';
import { sendFailure, sendJson } from '@/lib/platform/http/node-answer';
import { closeUnreadBody, readText } from '@/lib/platform/http/node-body';
import { log } from '@/lib/platform/log/logger';
import { now } from '@/lib/platform/clock';
import { logClientRecords } from './log-intake';
import { hitClientReportLimit } from './rate-limit';
import { recordVitals } from './vitals';

/**
 * PUT /log and PUT /performance (spec platform §7), answered by the custom server before Next
 * (lib/platform/site-request.ts): they sit at the site's root, where the proxy would take them
 * for pages, and a page being left must not wait on Next's pipeline.
 *
 * POST is taken too: `navigator.sendBeacon`, the one way to report from a page being hidden or
 * closed, can only POST, and sends no custom header — so these calls skip the API's CSRF rule
 * (X-Requested-With). A forged report could only add a log line or a timing; what stops a flood
 * is the per-address limit (rate-limit.ts), and a browser's `Sec-Fetch-Site: cross-site` is
 * refused outright. Answers: 204, or the API's `{ errors }` with 400, 403, 405, 413 or 429.
 */
const ACCEPTED_METHODS = new Set(['PUT', 'POST']);

/** Takes the request when it is a report (and answers it); false leaves it to the rest of the chain. */
export function serveClientReport(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path !== '/log' && path !== '/performance') return false;
  void answer(path, req, res);
  return true;
}

async function answer(path: '/log' | '/performance', req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    if (!ACCEPTED_METHODS.has(req.method ?? '')) {
      req.resume();
      sendJson(res, 405, { errors: [{ code: 'method_not_allowed' }] }, { Allow: 'PUT, POST' });
      return;
    }
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    };
    if (header('sec-fetch-site') === 'cross-site') throw new ApiError(403, [{ code: 'csrf' }]);
    const address = clientAddress(header);
    const wait = hitClientReportLimit(address);
    if (wait !== null) throw new ApiError(429, [{ code: 'request_limit_exceeded' }], { extra: { retry_after: wait }, headers: { 'Retry-After': String(wait) } });
    assertDeclaredSize(header('content-length'));
    const body = parseJsonObject(await readText(req));
    if (path === '/log') {
      logClientRecords(parseRecords(body), { clientAddress: address, userAgent: header('user-agent') });
    } else {
      await recordVitals(await getDb(), parseVitals(body), now());
    }
    res.writeHead(204, { 'cache-control': 'no-store' }).end();
  } catch (error: unknown) {
    // The body may be left unread (a refusal before reading it): never read, the connection closes.
    closeUnreadBody(req, res);
    if (!isRefusal(error)) log.error(`client reports: ${req.method} ${path} failed`, error);
    sendFailure(res, error);
  }
}

/** One record or `{ records }`; a record bigger than its limit is 413 before any field is checked. */
function parseRecords(body: Record<string, unknown>): ClientLogRecord[] {
  const batch = 'records' in body;
  const list = batch && Array.isArray(body.records) ? (body.records as unknown[]) : [body];
  list.forEach((record, i) => {
    if (Buffer.byteLength(JSON.stringify(record) ?? '') > CLIENT_LOG_LIMITS.recordBytes) {
      throw new ApiError(413, [batch ? { code: 'payload_too_large', field: `records.${i}` } : { code: 'payload_too_large' }]);
    }
  });
  return batch ? parseBody(clientLogBatchSchema, body).records : [parseBody(clientLogRecordSchema, body)];
}

function parseVitals(body: Record<string, unknown>): VitalsReport[] {
  return 'reports' in body ? parseBody(vitalsBatchSchema, body).reports : [parseBody(vitalsReportSchema, body)];
}
