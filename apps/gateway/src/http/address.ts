import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under by the rate limits and the login throttle: an IPv4
 * address as it is (also when it arrives as `::ffff:a.b.c.d`), an IPv6 address by its /64 (one
 * household or device gets a whole /64 and can change the rest at will), anything unparsable as
 * given.
 */
export function addressKey(ip: string): string {
  const bare = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return bare;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
