/** What journeys make up so that each gets a player of its own (accounts are never shared between tests). */

/** A short suffix nobody else in the run has (e-mails, nicknames). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A fresh Russian mobile number without the country code: 9 and nine random digits. */
export const nationalPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** +7 (9xx) xxx-xx-xx, as the site shows a Russian number. */
export const shownPhone = (n: string) => `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
