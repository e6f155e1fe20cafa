import { QRCode } from 'antd';

/** antd's QRCode (its own chunk: ShareQrCode loads it lazily). */
export default function QrImage({ value, size }: { value: string; size: number }) {
  return <QRCode value={value} size={size} bordered={false} type="svg" errorLevel="M" />;
}
