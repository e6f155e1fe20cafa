import type { ConfigItem } from '../../services/site-config-service';
import type { WebSettingsService } from '../../services/web-settings-service';

/**
 * Site config of the player-versus-player games (issue 12): web_settings rows the admin edits on
 * /admin/config (listed in CONFIG_ITEMS). Read on every create/answer through the web settings
 * repository's snapshot, which the config page invalidates on save — a change applies at once.
 */
export const PVP_CONFIG_DEFAULTS = {
  game_stone_min_stake: '10',
  game_stone_max_stake: '1000',
  game_stone_fee_percent: '5',
  game_stone_expire_minutes: '1440',
  game_stone_max_open: '5',
  game_brag_min_stake: '10',
  game_brag_max_stake: '1000',
  game_brag_fee_percent: '5',
  game_brag_max_hours: '48',
  game_brag_daily_answers: '10',
  game_brag_max_open: '5',
} as const;

type Name = keyof typeof PVP_CONFIG_DEFAULTS;
const d = PVP_CONFIG_DEFAULTS;

const BOUNDS: Record<Name, [number, number]> = {
  game_stone_min_stake: [1, 1_000_000],
  game_stone_max_stake: [1, 1_000_000],
  game_stone_fee_percent: [0, 50],
  game_stone_expire_minutes: [1, 10_080],
  game_stone_max_open: [1, 100],
  game_brag_min_stake: [1, 1_000_000],
  game_brag_max_stake: [1, 1_000_000],
  game_brag_fee_percent: [0, 50],
  game_brag_max_hours: [1, 48],
  game_brag_daily_answers: [1, 1000],
  game_brag_max_open: [1, 100],
};

const item = (name: Name, label: string, group: ConfigItem['group']): ConfigItem => ({
  name, label, type: 'int', group, min: BOUNDS[name][0], max: BOUNDS[name][1], default: d[name],
});

/** Appended to CONFIG_ITEMS (site-config-service.ts). */
export const PVP_CONFIG_ITEMS: readonly ConfigItem[] = [
  item('game_stone_min_stake', '石头剪刀布：最小押注（金币）', 'prices'),
  item('game_stone_max_stake', '石头剪刀布：最大押注（金币）', 'prices'),
  item('game_stone_fee_percent', '石头剪刀布：手续费（赢家所得奖池的百分比）', 'prices'),
  item('game_stone_expire_minutes', '石头剪刀布：无人应战多少分钟后过期退还', 'limits'),
  item('game_stone_max_open', '石头剪刀布：每人同时开放的局数上限', 'limits'),
  item('game_brag_min_stake', '吹牛：最小押注（金币）', 'prices'),
  item('game_brag_max_stake', '吹牛：最大押注（金币）', 'prices'),
  item('game_brag_fee_percent', '吹牛：手续费（赢家所得奖池的百分比）', 'prices'),
  item('game_brag_max_hours', '吹牛：最长有效期（小时，1–48）', 'limits'),
  item('game_brag_daily_answers', '吹牛：每人每天可应答次数', 'limits'),
  item('game_brag_max_open', '吹牛：每人同时开放的吹牛数上限', 'limits'),
];

export interface StoneLimits {
  minStake: number;
  maxStake: number;
  feePercent: number;
  expireMinutes: number;
  maxOpen: number;
}

export interface BragLimits {
  minStake: number;
  maxStake: number;
  feePercent: number;
  maxHours: number;
  dailyAnswers: number;
  maxOpen: number;
}

export interface PvpSettings {
  stone: StoneLimits;
  brag: BragLimits;
}

/** Reads the current values; a missing or out-of-range row falls back to its default. max ≥ min always. */
export async function loadPvpSettings(settings: WebSettingsService): Promise<PvpSettings> {
  const rows = await settings.getMany(Object.keys(PVP_CONFIG_DEFAULTS));
  const v = (name: Name): number => {
    const raw = rows.find((r) => r.name === name)?.value?.trim();
    const [min, max] = BOUNDS[name];
    if (raw !== undefined && /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    return Number(d[name]);
  };
  const stoneMin = v('game_stone_min_stake');
  const bragMin = v('game_brag_min_stake');
  return {
    stone: {
      minStake: stoneMin,
      maxStake: Math.max(stoneMin, v('game_stone_max_stake')),
      feePercent: v('game_stone_fee_percent'),
      expireMinutes: v('game_stone_expire_minutes'),
      maxOpen: v('game_stone_max_open'),
    },
    brag: {
      minStake: bragMin,
      maxStake: Math.max(bragMin, v('game_brag_max_stake')),
      feePercent: v('game_brag_fee_percent'),
      maxHours: v('game_brag_max_hours'),
      dailyAnswers: v('game_brag_daily_answers'),
      maxOpen: v('game_brag_max_open'),
    },
  };
}
