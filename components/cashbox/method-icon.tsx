import { PAYMENT_ICON_MARKUP, PAYMENT_ICON_VIEWBOX, type PaymentIconKind } from '@/lib/domain/cashbox/payment-icons';

/** The picture of a payment method kind (the same markup the systems' image files are drawn from). */
export function MethodIcon({ kind, className }: { kind: PaymentIconKind; className?: string }) {
  // The markup is the house's own constant (lib/domain/cashbox/payment-icons.ts), never input.
  return <svg viewBox={PAYMENT_ICON_VIEWBOX} className={className} aria-hidden="true" focusable="false" fill="none" dangerouslySetInnerHTML={{ __html: PAYMENT_ICON_MARKUP[kind] }} />;
}
