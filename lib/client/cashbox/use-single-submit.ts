import { useCallback, useRef, useState } from 'react';
import { JsonApiError } from '@/lib/client/json-api';

/**
 * The codes a failed cashbox call is shown by (spec §5: forms show the server's codes; §8
 * "Cashier: server problems"): the answer's own codes, else `server_problems` for an answer
 * without any (timeout, network, 5xx).
 */
export function failureCodes(error: unknown): string[] {
  if (error instanceof JsonApiError && error.errors.length > 0) return error.errors.map((item) => item.code);
  return ['server_problems'];
}

/** What an action tells the form: the page is leaving (keep the button busy until it has). */
export type SubmitOutcome = void | 'leaving';

/**
 * Spec §4 forms: a second submit while one is running is ignored; server errors are cleared on
 * success; on failure the error codes are stored. A ref guards the run, not state: two clicks in
 * one frame both see the same render.
 */
export function useSingleSubmit() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const run = useCallback(async (action: () => Promise<SubmitOutcome>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    let leaving = false;
    try {
      leaving = (await action()) === 'leaving';
      setErrors([]);
    } catch (error) {
      setErrors(failureCodes(error));
    } finally {
      if (!leaving) {
        running.current = false;
        setPending(false);
      }
    }
  }, []);

  return { pending, errors, setErrors, run };
}
