import { createRequire } from 'node:module';
import net from 'node:net';

interface Ip2Region {
  search(ip: string): { country: string; province: string; city: string; isp: string } | null;
}

/**
 * IP → place (province + city) from the offline ip2region database (npm ip2region, data shipped
 * in the package; no network). '未知' when the address is not in the database, '内网' for private
 * and loopback addresses. The 9 MB database is loaded on first use.
 */
export class IpLocationService {
  private finder: Ip2Region | null | undefined;

  private load(): Ip2Region | null {
    if (this.finder === undefined) {
      try {
        const require = createRequire(import.meta.url);
        const mod = require('ip2region') as { default: new (o: { disableIpv6?: boolean }) => Ip2Region };
        this.finder = new mod.default({ disableIpv6: false });
      } catch {
        this.finder = null;
      }
    }
    return this.finder;
  }

  locate(rawIp: string): string {
    const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
    if (!net.isIP(ip)) return '未知';
    if (isPrivate(ip)) return '内网';
    let r: ReturnType<Ip2Region['search']> = null;
    try {
      r = this.load()?.search(ip) ?? null;
    } catch {
      r = null;
    }
    if (!r) return '未知';
    const clean = (s: string) => (s && s !== '0' && s !== '内网IP' ? s.trim() : '');
    const country = clean(r.country);
    const province = clean(r.province);
    const city = clean(r.city);
    if (r.city === '内网IP') return '内网';
    const place = country === '中国' || country === '' ? `${province}${city !== province ? city : ''}` : `${country}${province}`;
    return place.slice(0, 60) || (country ? country : '未知');
  }
}

function isPrivate(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a === 0;
  }
  const l = ip.toLowerCase();
  return l === '::1' || l === '::' || l.startsWith('fc') || l.startsWith('fd') || l.startsWith('fe80');
}
