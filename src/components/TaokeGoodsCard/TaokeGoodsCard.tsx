import { CopyOutlined, GiftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { TaokeGoods, TaokeLink } from '../../api/taoke';
import { copyText } from '../../lib/clipboard';
import { alias, palette, presetTagColors } from '../../theme';
import styles from './TaokeGoodsCard.module.css';

/** The coupon link of one goods item when it is asked on demand. */
export interface TaokeLinkView {
  status: 'loading' | 'done' | 'error';
  data: TaokeLink | null;
  error: string;
}

export interface TaokeGoodsCardProps {
  goods: TaokeGoods;
  /** the link asked on demand (goods.link_on_demand) */
  link?: TaokeLinkView;
  /** asks the coupon link of an on-demand item */
  onRequestLink?: (goods: TaokeGoods) => void;
  /** after copying the 淘口令 */
  onCopied?: (ok: boolean) => void;
}

/** ¥ amount: at most two decimals, no trailing zeros (59.9, 129, 0.5). */
export function formatYuan(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** 月销: 9999 → 9999, 12345 → 1.2万. */
export function formatSales(n: number): string {
  if (n >= 10000) return `${(Math.floor(n / 1000) / 10).toString()}万`;
  return String(n);
}

/** The 淘口令 text put on the clipboard. */
export function tklText(goods: Pick<TaokeGoods, 'title' | 'short_title'>, tkl: string): string {
  return `${goods.short_title || goods.title} 复制这条信息 ${tkl} 打开手机淘宝领券购买`;
}

function LinkActions({ goods, link, onCopied }: { goods: TaokeGoods; link: TaokeLink; onCopied?: (ok: boolean) => void }) {
  return (
    <div className={styles.actions}>
      {link.tkl ? (
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={async () => {
            // copy first, then tell the optional listener: `onCopied?.(await copyText(…))` skipped
            // the copy itself whenever no listener was passed (the taoke page passes none)
            const ok = await copyText(tklText(goods, link.tkl));
            onCopied?.(ok);
          }}
          aria-label={`复制淘口令：${goods.short_title || goods.title}`}
        >
          复制淘口令
        </Button>
      ) : null}
      {link.coupon_link ? (
        <Button
          size="small"
          type="primary"
          danger
          href={link.coupon_link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={`领券购买：${goods.short_title || goods.title}`}
        >
          领券购买
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One coupon goods card (issue 13): picture, 天猫 badge, title, 券后价 in large type, 原价
 * struck through, the coupon amount and 月销; copy the 淘口令 or open the coupon link. Items
 * whose link is asked on demand show 领取优惠券 first.
 */
export function TaokeGoodsCard({ goods, link, onRequestLink, onCopied }: TaokeGoodsCardProps) {
  const tmall = goods.shop_type === 'tmall';
  const name = goods.short_title || goods.title;
  const known: TaokeLink | null = goods.link_on_demand ? (link?.status === 'done' ? link.data : null) : { coupon_link: goods.coupon_link, tkl: goods.tkl };
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.picture}>
        <img src={goods.picture} alt={name} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} title={goods.title}>
          {tmall ? (
            <span
              style={{ background: palette.red, color: palette.white, borderRadius: 3, padding: '0 4px', marginRight: 4, fontSize: 12, lineHeight: '18px', display: 'inline-block' }}
            >
              天猫
            </span>
          ) : null}
          {goods.title}
        </h3>
        <div className={styles.priceRow}>
          <span style={{ color: palette.red, fontSize: 12 }}>券后</span>
          <span style={{ color: palette.red, fontSize: 20, fontWeight: 700, lineHeight: '26px' }} aria-label={`券后价 ${formatYuan(goods.final_price)} 元`}>
            ¥{formatYuan(goods.final_price)}
          </span>
          <s style={{ color: alias.mutedText, fontSize: 12 }} aria-label={`原价 ${formatYuan(goods.original_price)} 元`}>
            ¥{formatYuan(goods.original_price)}
          </s>
        </div>
        <div className={styles.meta}>
          <span
            style={{ color: presetTagColors.red.text, background: presetTagColors.red.bg, border: `1px dashed ${presetTagColors.red.text}`, borderRadius: 3, padding: '0 6px', whiteSpace: 'nowrap' }}
            title={goods.coupon_condition || undefined}
          >
            券 ¥{formatYuan(goods.coupon_amount)}
          </span>
          <span style={{ color: alias.mutedText, whiteSpace: 'nowrap' }}>月销 {formatSales(goods.month_sales)}</span>
        </div>
        {known ? (
          <LinkActions goods={goods} link={known} onCopied={onCopied} />
        ) : (
          <div className={styles.actions}>
            <Button size="small" type="primary" danger icon={<GiftOutlined />} loading={link?.status === 'loading'} onClick={() => onRequestLink?.(goods)} aria-label={`领取优惠券：${name}`}>
              领取优惠券
            </Button>
          </div>
        )}
        {link?.status === 'error' ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
            {link.error}
          </Typography.Text>
        ) : null}
      </div>
    </article>
  );
}
