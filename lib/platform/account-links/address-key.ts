import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as the registration limits and the links count it
 * (lib/platform/http/client-address.ts says which address a call came from). An IPv4 address
 * counts as itself, also when written IPv4-mapped (`::ffff:203.0.113.7`, what a dual-stack socket
 * reports). An IPv6 address counts as its /64: one subscriber gets a whole /64 and can pick a new
 * address in it for every request, so counting single IPv6 addresses would count nothing.
 * Anything else (a proxy that wrote a name) counts as written.
 */
export function addressKey(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(value) || !isIPv6(value.split('%')[0] ?? '')) return value;
  const groups = ipv6Groups(value.split('%')[0] ?? value);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').flatMap(dottedToGroups) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const middle = Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  return [...front, ...middle, ...back].map((group) => parseInt(group, 16).toString(16));
}

/** An IPv4 tail (`::1.2.3.4`) as its two groups; any other group as it is. */
function dottedToGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
