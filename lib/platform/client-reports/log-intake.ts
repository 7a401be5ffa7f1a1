import 'server-only';
import type { ClientLogLevel, ClientLogRecord } from '@/lib/domain/client-reports/client-reports';
import { log } from '@/lib/platform/log/logger';

/** Who sent the records, as the server saw it: what an operator needs to find or block them. */
export interface ReportSender {
  clientAddress: string | null;
  userAgent: string | null;
}

const browserLog = log.child({ source: 'browser' });

/**
 * Writes the browser's records into the server's log, one line each, at the record's own level:
 * an ERROR from a page is an error line the operator's alerting sees. The record's fields are
 * kept apart from the server's own (`label`, `clientTime`, `context`, `stack`), so a page cannot
 * pass itself off as a server line; the line's `reqId` is that of the PUT /log request.
 */
export function logClientRecords(records: readonly ClientLogRecord[], sender: ReportSender): void {
  for (const record of records) {
    const fields = {
      label: record.label,
      clientTime: record.time,
      clientAddress: sender.clientAddress,
      userAgent: sender.userAgent,
      context: record.context,
      stack: record.stack,
    };
    write(record.level, `browser: ${record.message}`, fields);
  }
}

function write(level: ClientLogLevel, msg: string, fields: Record<string, unknown>): void {
  if (level === 'ERROR') browserLog.error(msg, undefined, fields);
  else if (level === 'WARN') browserLog.warn(msg, fields);
  else if (level === 'INFO') browserLog.info(msg, fields);
  else browserLog.debug(msg, fields);
}
