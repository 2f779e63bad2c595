import ipaddr from 'ipaddr.js';

/**
 * The network a client address belongs to, for the per-network limits
 * (docs/requirements.md#decision-mail-limits): its IPv4 /24 ('198.51.100.0/24') or its IPv6 /64
 * ('2001:db8:1:2::/64'); an IPv4-mapped IPv6 address counts as its IPv4. One client rotating
 * addresses inside one allocation (a host's /24, the /64 every IPv6 customer gets) is one
 * network. Anything that does not parse ('unknown') is its own network.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  const prefix = parsed.kind() === 'ipv4' ? 24 : 64;
  const cidr = `${parsed.toString()}/${prefix}`;
  const first = parsed.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${first.toString()}/${prefix}`;
}
