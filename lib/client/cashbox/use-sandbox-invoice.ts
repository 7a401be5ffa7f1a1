import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { JsonApiError } from '@/lib/client/json-api';
import type { SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';
import { leavePage, sameSitePath } from './leave-page';
import { fetchData } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { completeSandboxInvoice, sandboxInvoiceKey } from './cashbox-calls';

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
 * The sandbox provider's invoice, read through SWR (its API path is the key), then settled by the player's choice ("paid" or
 * "declined"), after which the browser returns to the cashbox. One settle at a time; a settle the
 * server refuses because the invoice closed meanwhile shows the closed invoice.
 */
export function useSandboxInvoice(token: string, cashboxHref: string) {
  const valid = TOKEN_PATTERN.test(token);
  const { data, error, isLoading, mutate } = useSWR<SandboxInvoiceDto>(valid ? sandboxInvoiceKey(token) : null, fetchData, PLAYER_DATA);
  const [leaving, setLeaving] = useState<SandboxInvoiceDto | null>(null);
  const [gone, setGone] = useState(false);
  const [working, setWorking] = useState<'paid' | 'declined' | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const busy = useRef(false);

  let state: SandboxState;
  if (!valid || gone) state = { kind: 'unknown' };
  else if (leaving) state = { kind: 'leaving', invoice: leaving };
  else if (isLoading || (!data && !error)) state = { kind: 'loading' };
  else if (data) state = stateOf(data);
  else state = isNotFound(error) ? { kind: 'unknown' } : { kind: 'failed' };

  const retry = useCallback(() => void mutate(), [mutate]);

  const complete = useCallback(
    (outcome: 'paid' | 'declined') => {
      if (busy.current) return;
      busy.current = true;
      setWorking(outcome);
      setErrors([]);
      completeSandboxInvoice(token, outcome).then(
        (invoice) => {
          void mutate(invoice, { revalidate: false });
          setLeaving(invoice);
          leavePage(returnTarget(invoice, cashboxHref));
        },
        (failure: unknown) => {
          busy.current = false;
          setWorking(null);
          if (isNotFound(failure)) setGone(true);
          // Closed meanwhile (paid elsewhere, expired): read it again to show how it closed.
          else if (failure instanceof JsonApiError && failure.code === 'invoice_closed') void mutate(undefined);
          else setErrors(failure instanceof JsonApiError && failure.errors.length > 0 ? failure.errors.map((e) => e.code) : ['server_problems']);
        },
      );
    },
    [token, cashboxHref, mutate],
  );

  return { state, working, errors, complete, retry };
}
