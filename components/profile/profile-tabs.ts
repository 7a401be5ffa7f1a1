/**
 * The profile's tabs (spec platform §2: balance, levels, info, verification, plus gifts and
 * achievements; the profile screen also has a promo code tab, and the responsible gaming), in the order they are shown.
 * /profile itself redirects to the first.
 */
export const PROFILE_TABS = ['balance', 'levels', 'info', 'verification', 'gifts', 'achievements', 'promo-code', 'responsible-gaming'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Message keys of the tabs (next-intl keys cannot hold a hyphen nicely). */
export const TAB_MESSAGE_KEYS = {
  balance: 'balance',
  levels: 'levels',
  info: 'info',
  verification: 'verification',
  gifts: 'gifts',
  achievements: 'achievements',
  'promo-code': 'promoCode',
  'responsible-gaming': 'responsibleGaming',
} as const satisfies Record<ProfileTab, string>;
