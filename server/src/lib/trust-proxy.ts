import net from 'node:net';
import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY (config.ts) → Fastify's `trustProxy` option (issue 27, ADR 0008 round 3).
 *
 * - false: X-Forwarded-For is never read; the socket's peer is the client.
 * - a list of addresses / CIDRs: handed to Fastify as is. X-Forwarded-For is read from the right;
 *   the first address that is not a listed proxy is the client. The preferred form.
 * - a hop count N: Fastify 5.12 refuses a bare number (it "fails closed": a hop count alone cannot
 *   tell a proxy from a client that wrote N entries itself), so it becomes this function: the
 *   socket's peer must be a loopback or private address (a proxy on this host or the private
 *   network) and then at most N hops are believed. A proxy on a public address is listed instead.
 */
export function trustProxyOption(tp: TrustProxy): boolean | string[] | ((addr: string, i: number) => boolean) {
  if (tp === false) return false;
  if (Array.isArray(tp)) return tp;
  const hops = tp;
  return (addr, i) => i < hops && (i > 0 || isLocalAddress(addr));
}

const local = new net.BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addSubnet('100.64.0.0', 10, 'ipv4');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, RFC 1918 / 6598 private, link-local, IPv6 unique-local (IPv4-mapped IPv6 included). */
export function isLocalAddress(addr: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(addr);
  const a = mapped ? mapped[1] : addr;
  const family = net.isIP(a);
  if (!family) return false;
  return local.check(a, family === 4 ? 'ipv4' : 'ipv6');
}
