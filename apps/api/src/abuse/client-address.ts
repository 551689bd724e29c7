import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Which proxies in front of the server may be believed: a number of hops (the load balancer, a CDN…)
 * or the proxies' own addresses and subnets.
 */
export type ProxyTrust = { hops: number } | { proxies: BlockList };

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function plainAddress(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

function isTrustedProxy(proxies: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client address from the socket's peer and X-Forwarded-For. Each proxy appends the address it
 * received from, so only entries counted from the right are written by trusted hands: the client is
 * the first untrusted hop from the right, and whatever a client writes on the left is ignored.
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trust?: ProxyTrust,
): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ].map(plainAddress);
  if (!trust) return chain[chain.length - 1] as string;
  if ('hops' in trust) return chain[Math.max(chain.length - 1 - trust.hops, 0)] as string;
  let index = chain.length - 1;
  while (index > 0 && isTrustedProxy(trust.proxies, chain[index] as string)) index -= 1;
  return chain[index] as string;
}

/**
 * Parses TRUST_PROXY: off (the default), on (one hop), a number of hops, or a comma-separated list of
 * proxy addresses and CIDR subnets.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | undefined {
  const setting = (value ?? '').trim().toLowerCase();
  if (['', 'off', 'false', '0'].includes(setting)) return undefined;
  if (['on', 'true'].includes(setting)) return { hops: 1 };
  if (/^\d+$/.test(setting)) return { hops: Number(setting) };
  const proxies = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0)
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a subnet or a number of hops`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return { proxies };
}

/** The address limits count against: the socket's peer, or the first untrusted hop behind trusted proxies. */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'local';
  const trust = c.var.config.trustProxy;
  return resolveClientAddress(peer, trust ? c.req.header('X-Forwarded-For') : undefined, trust);
}
