import { useCallback, useEffect, useRef, useState } from 'react';
import { JsonApiError } from '@/lib/client/json-api';
import type { SandboxInvoiceDto } from '@/lib/domain/cashbox-types';
import { leavePage, sameSitePath } from './leave-page';
import { completeSandboxInvoice, loadSandboxInvoice } from './treasury-calls';

/** Invoice tokens are opaque server-made strings: anything else is not asked about. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,256}$/;

export type SandboxState =
  | { kind: 'loading' }
  /** No such invoice (unknown token, or the API says invoice_not_found / 404). */
  | { kind: 'unknown' }
  /** The invoice could not be read (server problems); retry. */
  | { kind: 'failed' }
  | { kind: 'open'; invoice: SandboxInvoiceDto }
  /** Already paid, declined or expired. */
  | { kind: 'closed'; invoice: SandboxInvoiceDto }
  | { kind: 'leaving'; invoice: SandboxInvoiceDto };

function isNotFound(error: unknown): boolean {
  return error instanceof JsonApiError && (error.status === 404 || error.code === 'invoice_not_found');
}

function stateOf(invoice: SandboxInvoiceDto): SandboxState {
  return invoice.status === 'pending' ? { kind: 'open', invoice } : { kind: 'closed', invoice };
}

/** Where the page sends the player back: the invoice's returnUrl when it is this site's, else the cashbox. */
export function returnTarget(invoice: SandboxInvoiceDto | null, cashboxHref: string): string {
  if (!invoice) return cashboxHref;
  return sameSitePath(invoice.returnUrl, window.location.href) ?? `${cashboxHref}?deposit=${invoice.deposit_id}`;
}

/**
 * The sandbox provider's invoice: read once, then settled by the player's choice ("paid" or
 * "declined"), after which the browser returns to the cashbox. One settle at a time; a settle the
 * server refuses because the invoice closed meanwhile shows the closed invoice.
 */
export function useSandboxInvoice(token: string, cashboxHref: string) {
  const [state, setState] = useState<SandboxState>(() => (TOKEN_PATTERN.test(token) ? { kind: 'loading' } : { kind: 'unknown' }));
  const [working, setWorking] = useState<'paid' | 'declined' | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  useEffect(() => {
    if (!TOKEN_PATTERN.test(token)) return;
    const abort = new AbortController();
    loadSandboxInvoice(token, abort.signal).then(
      (invoice) => setState(stateOf(invoice)),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState(isNotFound(error) ? { kind: 'unknown' } : { kind: 'failed' });
      },
    );
    return () => abort.abort();
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const complete = useCallback(
    (outcome: 'paid' | 'declined') => {
      if (busy.current) return;
      busy.current = true;
      setWorking(outcome);
      setErrors([]);
      completeSandboxInvoice(token, outcome).then(
        (invoice) => {
          setState({ kind: 'leaving', invoice });
          leavePage(returnTarget(invoice, cashboxHref));
        },
        (error: unknown) => {
          busy.current = false;
          setWorking(null);
          if (isNotFound(error)) setState({ kind: 'unknown' });
          else if (error instanceof JsonApiError && error.code === 'invoice_closed') retry();
          else setErrors(error instanceof JsonApiError && error.errors.length > 0 ? error.errors.map((e) => e.code) : ['server_problems']);
        },
      );
    },
    [token, cashboxHref, retry],
  );

  return { state, working, errors, complete, retry };
}
