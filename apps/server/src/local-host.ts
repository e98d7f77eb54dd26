import { BlockList, isIP } from 'node:net';

/** Loopback, private-network and link-local ranges: addresses no one outside the machine or its LAN reaches. */
const LOCAL_RANGES = new BlockList();
LOCAL_RANGES.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_RANGES.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_RANGES.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_RANGES.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_RANGES.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_RANGES.addAddress('::1', 'ipv6');
LOCAL_RANGES.addSubnet('fc00::', 7, 'ipv6');
LOCAL_RANGES.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether a URL's host is this machine or its private network (localhost, loopback, private and
 * link-local addresses, `.local` names of the LAN): a server there serves its operator, not the public.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const family = isIP(host);
  if (family === 0) return false;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
  if (mappedV4) return LOCAL_RANGES.check(mappedV4, 'ipv4');
  return LOCAL_RANGES.check(host, family === 4 ? 'ipv4' : 'ipv6');
}
