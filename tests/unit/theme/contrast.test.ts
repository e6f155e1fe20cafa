import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, parseHex, wcagLevel } from '../../../src/theme';

describe('theme colour contrast', () => {
  it('computes WCAG ratios correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(parseHex('#0958d9')).toEqual([9, 88, 217]);
    expect(() => parseHex('blue')).toThrow('不是有效的十六进制颜色');
    expect(wcagLevel(7.2)).toBe('AAA');
    expect(wcagLevel(4.6)).toBe('AA');
    expect(wcagLevel(3)).toBe('不达标');
  });

  it.each(contrastPairs)('$name passes WCAG AA', ({ fg, bg, min }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});
