/** Blocks used by the Foundations MDX pages: every value is read from src/theme, never copied. */
import {
  alias,
  contrastPairs,
  contrastRatio,
  fontFamily,
  fontWeights,
  palette,
  radii,
  spacing,
  typeScale,
  wcagLevel,
} from '../../src/theme';

const cell = { padding: '6px 12px', borderBottom: '1px solid #e5e5e5', textAlign: 'left' as const, verticalAlign: 'middle' as const };

export function PaletteSwatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
      {Object.entries(palette).map(([name, hex]) => (
        <div key={name} style={{ border: '1px solid #e5e5e5', borderRadius: radii.md, overflow: 'hidden', fontFamily }}>
          <div style={{ height: 56, background: hex }} />
          <div style={{ padding: 8, fontSize: 13 }}>
            <strong>{name}</strong>
            <br />
            <code>{hex}</code>
          </div>
        </div>
      ))}
    </div>
  );
}

export function AliasTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontFamily }}>
      <thead>
        <tr>
          <th style={cell}>角色 (alias)</th>
          <th style={cell}>颜色</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(alias).map(([name, hex]) => (
          <tr key={name}>
            <td style={cell}>
              <code>alias.{name}</code>
            </td>
            <td style={cell}>
              <span style={{ display: 'inline-block', width: 16, height: 16, background: hex, border: '1px solid #ccc', verticalAlign: 'middle', marginRight: 8 }} />
              <code>{hex}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each text/background pair with its measured WCAG contrast ratio. */
export function ContrastTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontFamily }}>
      <thead>
        <tr>
          <th style={cell}>用途</th>
          <th style={cell}>示例</th>
          <th style={cell}>前景 / 背景</th>
          <th style={cell}>对比度</th>
          <th style={cell}>等级</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const ratio = contrastRatio(pair.fg, pair.bg);
          return (
            <tr key={pair.name}>
              <td style={cell}>{pair.name}</td>
              <td style={cell}>
                <span style={{ color: pair.fg, background: pair.bg, padding: '2px 10px', borderRadius: radii.sm }}>网盘资源 Aa 123</span>
              </td>
              <td style={cell}>
                <code>{pair.fg}</code> / <code>{pair.bg}</code>
              </td>
              <td style={cell}>
                <strong>{ratio.toFixed(2)}:1</strong>
              </td>
              <td style={cell}>{wcagLevel(ratio)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TypeScaleTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontFamily }}>
      <thead>
        <tr>
          <th style={cell}>级别</th>
          <th style={cell}>字号 / 行高</th>
          <th style={cell}>示例</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(typeScale).map(([name, t]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              {t.fontSize}px / {t.lineHeight}
            </td>
            <td style={{ ...cell, fontSize: t.fontSize, lineHeight: t.lineHeight, fontFamily, color: alias.text }}>优聚搜网盘资源 ujuso 2025</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FontWeights() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, fontFamily, fontSize: 18 }}>
      {Object.entries(fontWeights).map(([name, weight]) => (
        <div key={name} style={{ fontWeight: weight }}>
          {weight} {name} — 百度网盘 阿里云盘 夸克 Quark 0123456789
        </div>
      ))}
    </div>
  );
}

export function FontStack() {
  return (
    <pre style={{ whiteSpace: 'pre-wrap', background: '#f5f7fa', padding: 12, borderRadius: radii.md }}>
      <code>{fontFamily}</code>
    </pre>
  );
}

export function SpacingScale() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, fontFamily }}>
      {Object.entries(spacing).map(([name, px]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ width: 120 }}>spacing.{name}</code>
          <span style={{ width: 48 }}>{px}px</span>
          <span style={{ display: 'inline-block', width: px, height: 16, background: palette.brand, borderRadius: 2 }} />
        </div>
      ))}
    </div>
  );
}

export function RadiiScale() {
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontFamily }}>
      {Object.entries(radii).map(([name, r]) => (
        <div key={name} style={{ textAlign: 'center' }}>
          <div style={{ width: 72, height: 48, background: palette.brandLight, border: `2px solid ${palette.brand}`, borderRadius: r }} />
          <code>
            radii.{name} = {r}
          </code>
        </div>
      ))}
    </div>
  );
}
