import 'server-only';
import { defaultChatScriptUrl, isChatProvider } from '@/lib/domain/chat/chat';
import type { ServerConfig } from '@/lib/domain/content/server-config';

/**
 * The operator's settings of the support chat and of affiliate tracking may come from the
 * environment: when a variable is set it wins over the stored config document (read with it,
 * so no re-seed is needed; docs/ARCHITECTURE.md "Support chat, service worker, affiliate
 * tracking"). The same variables open the page CSP to the chat's and the affiliate service's
 * origins (lib/platform/http/security-headers.ts), which a database edit alone cannot do.
 *
 * CHAT_PROVIDER webim|netrox|none · CHAT_ACCOUNT · CHAT_SCRIPT_URL · CHAT_LOCATION ·
 * CHAT_VIP_LOCATION · CHAT_VIP_LEVEL · CHAT_MAINTENANCE 1|0 ·
 * MARKETING 1|0 · AFFILIATE_URL · AFFILIATE_PROJECT
 */
type Env = Readonly<Record<string, string | undefined>>;

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : undefined;
}

export function withEnvOverrides(config: ServerConfig, env: Env = process.env): ServerConfig {
  const chat = config.callCenterChat;
  const provider = env.CHAT_PROVIDER === 'none' || isChatProvider(env.CHAT_PROVIDER) ? env.CHAT_PROVIDER : chat.provider;
  const maintenanceActive = flag(env.CHAT_MAINTENANCE);
  const marketingActive = flag(env.MARKETING);
  return {
    ...config,
    callCenterChat: {
      provider,
      maintenance: { ...chat.maintenance, active: maintenanceActive ?? chat.maintenance.active },
      settings: {
        accountName: env.CHAT_ACCOUNT || chat.settings.accountName,
        location: env.CHAT_LOCATION || chat.settings.location,
        vipLocation: env.CHAT_VIP_LOCATION || chat.settings.vipLocation,
        vipFromLevel: positiveInt(env.CHAT_VIP_LEVEL) ?? chat.settings.vipFromLevel,
        scriptUrl: env.CHAT_SCRIPT_URL || chat.settings.scriptUrl,
      },
    },
    marketing: {
      isActive: marketingActive ?? config.marketing.isActive,
      affiliateUrl: env.AFFILIATE_URL || config.marketing.affiliateUrl,
      project: env.AFFILIATE_PROJECT || config.marketing.project,
    },
  };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The chat provider's origin as the environment names it (CHAT_SCRIPT_URL, or the provider's own host for CHAT_ACCOUNT). */
export function chatOriginFromEnv(env: Env = process.env): string | null {
  const provider = env.CHAT_PROVIDER;
  if (env.CHAT_SCRIPT_URL) return originOf(env.CHAT_SCRIPT_URL);
  return isChatProvider(provider) && env.CHAT_ACCOUNT ? originOf(defaultChatScriptUrl(provider, env.CHAT_ACCOUNT)) : null;
}

export function affiliateOriginFromEnv(env: Env = process.env): string | null {
  return originOf(env.AFFILIATE_URL);
}
