import 'server-only';

/** The features the reference groups calls by, in the order it shows them, with what each covers. */
export const API_TAGS = [
  { name: 'Accounts', description: 'Login, tokens, registration, password restore, profile, contacts and balance.' },
  { name: 'Catalogue', description: 'Games, categories, producers, game runs, studio rounds and the winners list.' },
  { name: 'Content', description: 'Server config, banners, static pages, SEO data, footer and levels.' },
  { name: 'Cashbox', description: 'Deposits, payouts, limits, history and the sandbox payment provider.' },
  { name: 'Gifts and loyalty', description: 'Gifts, gift offers, compoints and their shop, promo codes, achievements.' },
  { name: 'Promotions', description: 'Promotions, their members, high-fives, prize exchange and the duck hunt.' },
  { name: 'Tournaments', description: 'Tournaments, series, joining and choosing.' },
  { name: 'Player protection', description: 'Deposit limits, reality check, time-out and self-exclusion.' },
  { name: 'Notifications', description: "The player's notices." },
  { name: 'Verification', description: 'Identity documents.' },
  { name: 'Support chat', description: "The chat widget's visitor record." },
  { name: 'Operator and development', description: 'Calls for the people who run the site, tests, and this description.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** A path's feature by its first segment after the prefix (and `v2/`, `eapi/`). */
const TAG_OF_SEGMENT: Readonly<Record<string, ApiTag>> = {
  login: 'Accounts',
  logout: 'Accounts',
  token: 'Accounts',
  users: 'Accounts',
  players: 'Accounts',
  categories: 'Catalogue',
  games: 'Catalogue',
  'game-run': 'Catalogue',
  'game-sessions': 'Catalogue',
  studio: 'Catalogue',
  winners: 'Catalogue',
  banners: 'Content',
  blocks: 'Content',
  content: 'Content',
  seo: 'Content',
  serverdata: 'Content',
  'static-pages': 'Content',
  levels: 'Content',
  treasury: 'Cashbox',
  gifts: 'Gifts and loyalty',
  'user-gifts': 'Gifts and loyalty',
  'gift-offers': 'Gifts and loyalty',
  compoints: 'Gifts and loyalty',
  'compoint-products': 'Gifts and loyalty',
  'coupon-codes': 'Gifts and loyalty',
  'user-achievements': 'Gifts and loyalty',
  actions: 'Promotions',
  'action-balance-logs': 'Promotions',
  'high-fives': 'Promotions',
  'duck-hunt': 'Promotions',
  tournaments: 'Tournaments',
  'tournament-series': 'Tournaments',
  protection: 'Player protection',
  'user-notifications': 'Notifications',
  verifications: 'Verification',
  chat: 'Support chat',
  operator: 'Operator and development',
  dev: 'Operator and development',
  'openapi.json': 'Operator and development',
};

/** The feature of an API path; null for a first segment no feature claims (a test names it). */
export function tagOf(path: string): ApiTag | null {
  const segments = path.split('/').filter(Boolean).slice(1);
  const first = segments.find((segment) => segment !== 'v2' && segment !== 'eapi');
  return first === undefined ? null : (TAG_OF_SEGMENT[first] ?? null);
}
