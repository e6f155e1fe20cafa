import { QRCodeSVG } from '@rc-component/qrcode';
import { alias } from '../../theme/tokens';

/**
 * The QR code as SVG, drawn by @rc-component/qrcode — the encoder antd's QRCode wraps, without
 * antd (issue 31: the resource detail is a light page). Its own chunk: ShareQrCode loads it lazily.
 */
export default function QrImage({ value, size }: { value: string; size: number }) {
  return <QRCodeSVG value={value} size={size} level="M" fgColor={alias.text} bgColor="transparent" />;
}
