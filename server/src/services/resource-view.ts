import type { z } from 'zod';
import type { resourceItem } from '../../../contract/resources';
import type { ResourceViewRow } from '../repositories/resources-repository';
import { DISK_TYPE_NAMES, type DiskType } from '../search/link-parser';

/** Who is looking: anonymous, or a user (VIP sees paid links for free). */
export interface Viewer {
  id: number;
  vip: boolean;
}

/** A resource as the API shows it (contract/resources.ts). url/pwd are null while a paid link is locked for the viewer. */
export type ResourceView = z.infer<typeof resourceItem>;

export function viewerOf(user: { id: number; vip_expired: number } | null, now: number): Viewer | null {
  return user ? { id: user.id, vip: Number(user.vip_expired) > now } : null;
}

export function resourceView(
  r: ResourceViewRow,
  opts: { unlocked: boolean; highlights?: Array<[number, number]> },
): ResourceView {
  const locked = r.price > 0 && !opts.unlocked;
  return {
    id: r.id,
    title: r.title,
    highlights: opts.highlights ?? [],
    disk_type: r.disk_type,
    disk_name: DISK_TYPE_NAMES[r.disk_type as DiskType] ?? DISK_TYPE_NAMES.other,
    url: locked ? null : r.url,
    pwd: locked ? null : r.pwd,
    locked,
    price: r.price,
    size: r.size,
    category_id: r.category_id,
    validity: r.validity,
    views: r.views,
    source: r.source,
    create_time: new Date(Number(r.created_at)).toISOString(),
    check_state: r.check_state ?? '',
    checked_time: Number(r.checked_at) > 0 ? new Date(Number(r.checked_at)).toISOString() : '',
  };
}
