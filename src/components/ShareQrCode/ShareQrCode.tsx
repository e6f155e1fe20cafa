import { lazy, Suspense } from 'react';
import { alias, radii, spacing } from '../../theme/tokens';
import { Skeleton } from '../Skeleton';
import { LazyFallback } from '../LazyFallback';

// the QR encoder (@rc-component/qrcode, the one antd's QRCode uses) is loaded on demand, so neither
// the search route nor the first paint of the detail page carries it
const QrImage = lazy(() => import('./QrImage'));

export interface ShareQrCodeProps {
  /** The share link to encode. */
  url: string;
  size?: number;
}

/** The share link as a QR code, for opening it in the network disk's phone app. */
export function ShareQrCode({ url, size = 132 }: ShareQrCodeProps) {
  return (
    <figure
      aria-label="分享链接二维码"
      style={{ margin: 0, display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: spacing.xxs, padding: spacing.xs, background: alias.headerBg, borderRadius: radii.md }}
    >
      {/* the figure is labelled; the svg is decoration for screen readers */}
      <div aria-hidden style={{ lineHeight: 0, width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Suspense fallback={<LazyFallback><Skeleton width={size} height={size} /></LazyFallback>}>
          <QrImage value={url} size={size - 26} />
        </Suspense>
      </div>
      <figcaption style={{ fontSize: 12, color: alias.mutedText }}>手机扫码，在网盘 App 中打开</figcaption>
    </figure>
  );
}
