import { Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { alias, radii, spacing } from '../../theme';

// antd's QRCode (a well-kept implementation already in our dependencies) is loaded on demand,
// so neither the search route nor the first paint of the detail page carries the encoder.
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
      {/* the figure is labelled; antd's svg carries role="img" without a text alternative */}
      <div aria-hidden style={{ lineHeight: 0 }}>
        <Suspense fallback={<Skeleton.Node active style={{ width: size, height: size }}><span /></Skeleton.Node>}>
          <QrImage value={url} size={size} />
        </Suspense>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        手机扫码，在网盘 App 中打开
      </Typography.Text>
    </figure>
  );
}
