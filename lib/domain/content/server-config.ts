import { z } from '../zod';
import type { GiftSpec } from '../gifts/gifts';
import { CURRENCIES } from '../money';

const localized = z.object({ ru: z.string().optional(), en: z.string().optional(), it: z.string().optional() });

/**
 * The operator's server configuration (spec platform §3 "Server config").
 * Stored as one JSON document and validated on every read, so a bad edit in the database
 * is reported instead of breaking pages. Fields the spec leaves open are documented inline.
 */
export const serverConfigSchema = z.object({
  captcha: z.object({
    site_key: z.string(),
    /** 2 = checkbox in a modal, 3 = invisible score (spec §5). */
    active_version: z.union([z.literal(2), z.literal(3)]),
    state: z.boolean(),
    /** Action name sent with version 3 tokens; the spec's default is "registration". */
    action: z.string().default('registration'),
  }),
  callCenterChat: z.object({
    provider: z.enum(['webim', 'netrox', 'none']),
    maintenance: z.object({ active: z.boolean(), title: localized, body: localized }),
    settings: z.object({
      accountName: z.string(),
      location: z.string(),
      /** The chat location VIP players open (spec §1): a separate queue of the support team. */
      vipLocation: z.string(),
      /** A player is VIP from this level on (lib/platform/chat/visitor.ts). */
      vipFromLevel: z.number().int().min(1).default(5),
      /** The provider's loader; null = the provider's own (defaultChatScriptUrl in lib/domain/chat/chat.ts). */
      scriptUrl: z.string().url().nullable().default(null),
    }),
  }),
  messengerLinks: z.object({ telegram: z.string().nullable(), viber: z.string().nullable() }),
  currencies: z.array(z.enum(CURRENCIES)).min(1),
  defaultCurrency: z.enum(CURRENCIES),
  webPushKey: z.string().nullable(),
  abTests: z.record(z.string(), z.string()),
  registrationConfig: z.object({ skipNickname: z.boolean() }),
  promoPopup: z.object({
    isActive: z.boolean(),
    title: localized,
    body: localized,
    image: z.string().nullable(),
    buttonText: localized,
    buttonUrl: z.string(),
    /** Unix seconds, as the spec says; the browser multiplies by 1000. */
    startAt: z.number().int(),
    endAt: z.number().int(),
    updatedAt: z.number().int(),
  }),
  promoWidgetData: z.record(z.string(), z.unknown()),
  noIndex: z.boolean(),
  /** Scheme and host used for canonical links and the sitemap, e.g. "https://croupier.example". */
  canonicalHost: z.string().url(),
  /**
   * Regions (ISO 3166 alpha-2) barred from play, login, registration, remind and new-password (451).
   * The country is read from the request header named by GEO_COUNTRY_HEADER.
   */
  restrictedCountries: z.array(z.string().length(2)),
  /** Jurisdictions where the whole site is blocked (the jurisdiction-blocked page, 451). */
  blockedCountries: z.array(z.string().length(2)),
  /**
   * Affiliate tracking (spec §4): when on and a referral code is known, the browser sends
   * GET {affiliateUrl}?project={project}&refcode={code} on landing and after every route change.
   */
  marketing: z
    .object({ isActive: z.boolean(), affiliateUrl: z.string().url().nullable(), project: z.string() })
    .default({ isActive: false, affiliateUrl: null, project: '' }),
  /** Maintenance switch: every page answers 503 with the maintenance page; the API answers 503. */
  maintenance: z.boolean(),
  /**
   * Identity documents, operator-only. `uploads`: players may send documents (off:
   * PUT /json-api/verifications answers 503 `verification_disabled`). `requiredForPayout`: a
   * payout needs the approved documents (spec §6). Both on when absent; the environment
   * (DOCUMENT_UPLOADS=off, PAYOUT_REQUIRES_DOCUMENTS=off) can switch either off without an edit.
   */
  documents: z.object({ uploads: z.boolean(), requiredForPayout: z.boolean() }).optional(),
  /**
   * Operator-only. The gift of reason `rest.registration` (lib/platform/gifts/rest-registration-gift.ts):
   * granted once to a player who has proven the rest of their registration — both an e-mail and
   * a phone verified. Absent or null: no such gift. Valued by the economics model as a one-time offer.
   */
  profileCompletionGift: z
    .custom<GiftSpec>((value) => typeof value === 'object' && value !== null && 'title' in value && 'terms' in value && 'validDays' in value, 'a gift spec')
    .nullable()
    .optional(),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;
