import { CopyOutlined } from '@ant-design/icons';
import { copyText } from '../../lib/clipboard';
import { Button } from '../Button';

export interface CopyLinkButtonProps {
  url: string;
  pwd?: string | null;
  title?: string;
  size?: 'small' | 'middle' | 'large';
  /** the button's text; default 复制链接和提取码 / 复制链接 */
  label?: string;
  /** Called after copying with whether it worked. */
  onCopied?: (ok: boolean) => void;
}

/** The text put on the clipboard: link and extraction code in one line. */
export function linkText(url: string, pwd?: string | null, title?: string): string {
  const head = title ? `${title} ` : '';
  return `${head}链接：${url}${pwd ? ` 提取码：${pwd}` : ''}`;
}

/** One click copies the link and its extraction code (复制成功 / 复制失败). */
export function CopyLinkButton({ url, pwd, title, size = 'small', label, onCopied }: CopyLinkButtonProps) {
  return (
    <Button
      size={size}
      onClick={async () => {
        const ok = await copyText(linkText(url, pwd, title));
        onCopied?.(ok);
      }}
    >
      <CopyOutlined aria-hidden />
      {label ?? (pwd ? '复制链接和提取码' : '复制链接')}
    </Button>
  );
}
