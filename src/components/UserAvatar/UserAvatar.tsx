import { useState, type CSSProperties } from 'react';
import { palette } from '../../theme/tokens';

/**
 * The 12 built-in avatars ('1'–'12', the server's avatar choice) as a colour and a character;
 * '' (no choice) shows the first character of the username on the brand colour.
 * Every colour carries white text at ≥ 4.5:1.
 */
export const BUILTIN_AVATARS: ReadonlyArray<{ id: string; bg: string; glyph: string; name: string }> = [
  { id: '1', bg: '#0958d9', glyph: '云', name: '云朵' },
  { id: '2', bg: '#237804', glyph: '竹', name: '翠竹' },
  { id: '3', bg: '#ad2102', glyph: '火', name: '火焰' },
  { id: '4', bg: '#531dab', glyph: '星', name: '星辰' },
  { id: '5', bg: '#006d75', glyph: '海', name: '大海' },
  { id: '6', bg: '#874d00', glyph: '山', name: '高山' },
  { id: '7', bg: '#c41d7f', glyph: '花', name: '繁花' },
  { id: '8', bg: '#1d39c4', glyph: '月', name: '明月' },
  { id: '9', bg: '#3f6600', glyph: '叶', name: '绿叶' },
  { id: '10', bg: '#595959', glyph: '石', name: '磐石' },
  { id: '11', bg: '#cf1322', glyph: '福', name: '福气' },
  { id: '12', bg: '#003eb3', glyph: '书', name: '书卷' },
];

export interface UserAvatarProps {
  /** '' (the name's first character), '1'–'12' (built-in) or an uploaded picture `/media/….webp` (issue 33). */
  avatar?: string;
  username: string;
  size?: number | 'small' | 'default' | 'large';
}

/** antd Avatar metrics: box and glyph sizes per named size; a number is the box (glyph 18 px). */
const SIZES = { small: [24, 14], default: [32, 18], large: [40, 24] } as const;

/** An uploaded avatar: only our own stored pictures are shown (never a URL from elsewhere). */
export const UPLOADED_AVATAR = /^\/media\/[0-9a-f]{32}-\d{1,5}x\d{1,5}\.webp$/;

export function UserAvatar({ avatar = '', username, size = 'default' }: UserAvatarProps) {
  // a picture that fails to load falls back to the generated avatar
  const [failed, setFailed] = useState('');
  const picture = UPLOADED_AVATAR.test(avatar) && failed !== avatar ? avatar : '';
  const builtin = BUILTIN_AVATARS.find((a) => a.id === avatar);
  const glyph = builtin?.glyph ?? (Array.from(username.trim())[0] ?? '?').toUpperCase();
  const [box, font] = typeof size === 'number' ? [size, 18] : SIZES[size];
  const style: CSSProperties = {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: box,
    height: box,
    borderRadius: '50%',
    overflow: 'hidden',
    background: builtin?.bg ?? palette.brand,
    color: palette.white,
    fontSize: font,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    userSelect: 'none',
    verticalAlign: 'middle',
  };
  if (picture) {
    return (
      <img
        src={picture}
        alt={`${username}的头像`}
        width={box}
        height={box}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(picture)}
        style={{ ...style, objectFit: 'cover', background: palette.white }}
      />
    );
  }
  return (
    <span role="img" aria-label={`${username}的头像`} style={style}>
      {glyph}
    </span>
  );
}
