import type { Locale } from '@/lib/domain/locales';
import type { PromotionDto, UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import type { MembersDataRefusal } from '@/lib/domain/promotions/promotions';
import type { EventStatus } from '@/lib/domain/tournaments/tournaments';
import type { ViewerKey } from '@/lib/client/promotions/promotion-data';

/** What every part of the promo page's island knows (PromotionView computes it once a render). */
export interface PromotionViewContext {
  promo: PromotionDto;
  /** The promo's SWR key (null while the viewer is unknown). */
  promoKey: readonly unknown[] | null;
  /** By the browser's clock (spec §4 timers). */
  status: EventStatus;
  locale: Locale;
  /**
   * The player's id, 'guest', or null while the session is not known yet. On the /guest variant an
   * unknown session is shown as a guest, so its HTML carries the log-in block before any script.
   */
  viewer: ViewerKey | null;
  userId: number | null;
  /** Spec §4 membership (false for a guest or while the player's data loads). */
  member: boolean;
  /**
   * Whether the viewer sees the members' data (participants, high-fives: membersDataRefusal): null
   * when they do, else why not, 'loading' while the viewer or the player's data is not known yet.
   */
  membersData: MembersDataRefusal | 'loading' | null;
  /** Spec §4: login, member and an active promo (membersData null). */
  memberInfo: boolean;
  /** The player's data: undefined while loading or for a guest, null when not joined. */
  participant: UserPromotionDataDto | null | undefined;
  participantKey: readonly unknown[] | null;
}
