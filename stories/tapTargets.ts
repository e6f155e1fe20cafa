import { expect } from 'storybook/test';

/** What a visitor can tap: links, buttons, form controls, and anything with a widget role. */
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';

/**
 * Issue 30: at 390 px every interactive element of a public page is a tap target of at least
 * 44 × 44 px (WCAG 2.5.5). Measures each visible one (a radio drawn as a segment is measured by
 * its label, which is what receives the tap) and fails with the list of those that are smaller.
 */
export async function expectTapTargets(root: HTMLElement, min = 44): Promise<void> {
  const small: string[] = [];
  let measured = 0;
  for (const el of root.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    const target = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && el.closest('label') ? el.closest('label')! : el;
    const box = target.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not rendered (a closed menu, display: none)
    if (getComputedStyle(target).visibility === 'hidden') continue;
    measured++;
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim().slice(0, 20);
      small.push(`${el.tagName.toLowerCase()}「${name}」${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  await expect(measured, '页面上没有可点击的元素（检查不能为空）').toBeGreaterThan(0);
  await expect(small, `小于 ${min}×${min} px 的点击目标`).toEqual([]);
}
