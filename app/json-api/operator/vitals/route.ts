import { vitalsQuerySchema } from '@/lib/domain/validation/client-reports';
import { now } from '@croupier/platform/clock';
import { vitalsReport } from '@croupier/platform/client-reports/vitals-report';
import { handle } from '@croupier/platform/http';
import { assertOperator } from '@croupier/platform/http/operator-token';

export const dynamic = 'force-dynamic';

/**
 * The operator's Web Vitals (docs/API.md "Operator calls"): p75 and good/poor shares per route and
 * metric over the last `days` UTC days (1–90, default 7), summed over every instance. Bearer
 * OPERATOR_TOKEN; 404 when the deployment set none.
 */
export const GET = handle(
  async (req, ctx) => {
    assertOperator({ get: (name) => req.headers.get(name) });
    const { days } = ctx.query();
    return { data: await vitalsReport(ctx.db, days, now()) };
  },
  { duringMaintenance: true, operator: true, query: vitalsQuerySchema, summary: 'Web Vitals p75 and good/poor shares per route and metric over the last days' },
);
