import { noticeTone, type NoticeData } from '@/lib/domain/notifications/notices';
import { showToast } from '@/lib/client/toasts/toast-store';

/**
 * Spec §4 "a notice with status new shows a toast": every notice the platform sends (money, levels
 * …) is one toast, keyed by its fact, so the cashbox's own toast of a deposit (deposit-toast.ts)
 * and the notice of it are shown once. On the cashbox it waits until the player leaves.
 */
export function toastNotice(notice: NoticeData): void {
  showToast({ type: noticeTone(notice.kind), message: { kind: notice.kind, params: notice.params }, key: notice.key });
}
