/**
 * The static first paint's conditional parts (issue 31, ADR 0031 decision 29). The build renders
 * the landing page with React several times — every condition on, then each one off — and finds
 * what each condition adds by comparing the markup. Those parts are marked with HTML comments
 * (`<!--p:name-->…<!--/p:name-->`), which draw nothing; the page's inline script
 * (server/src/web/static-paint.ts) removes a part whose condition does not hold for the settings
 * the server inlined. So the painted markup is always markup React itself produced.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** True when `html` is a run of whole elements and text: every tag it opens it closes, and it closes no other. */
export function isBalanced(html: string): boolean {
  if (!html.startsWith('<') || !html.endsWith('>')) return false;
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = m;
    const name = rawName.toLowerCase();
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing && !VOID.has(name)) stack.push(name);
  }
  return stack.length === 0;
}

/**
 * Where `full` has what `without` lacks: the one run of characters that, taken out of `full`,
 * leaves `without`. The run is moved to whole-element boundaries (two equal siblings side by side
 * make the shortest difference ambiguous: `<li>a</li><li>a</li>` less one `<li>a</li>`). Throws when
 * the two differ in more than one place or no balanced run fits: the build must not guess.
 */
export function addedRun(full: string, without: string): { start: number; end: number } {
  if (without.length >= full.length) throw new Error('静态首屏：去掉条件后的标记并不更短');
  let start = 0;
  while (start < without.length && full[start] === without[start]) start++;
  let tail = 0;
  while (tail < without.length - start && full[full.length - 1 - tail] === without[without.length - 1 - tail]) tail++;
  let end = full.length - tail;
  if (full.slice(0, start) + full.slice(end) !== without) throw new Error('静态首屏：两次渲染不止一处不同');
  // slide the run left while it stays a valid difference, until it is whole elements
  while (!isBalanced(full.slice(start, end))) {
    if (start === 0 || full[start - 1] !== full[end - 1]) throw new Error(`静态首屏：找不到完整元素的差异（${full.slice(start, Math.min(end, start + 80))}…）`);
    start--;
    end--;
  }
  return { start, end };
}

export interface MarkedPart {
  name: string;
  start: number;
  end: number;
}

/** `html` with each part wrapped in `<!--p:name-->` and `<!--/p:name-->` (parts may nest, not overlap). */
export function markParts(html: string, parts: readonly MarkedPart[]): string {
  const cuts: Array<{ at: number; text: string; order: number }> = [];
  for (const p of parts) {
    // at one position: ends before starts, an inner end before an outer one, an outer start before an inner one
    cuts.push({ at: p.start, text: `<!--p:${p.name}-->`, order: 1 - (p.end - p.start) / (html.length + 1) });
    cuts.push({ at: p.end, text: `<!--/p:${p.name}-->`, order: (p.end - p.start) / (html.length + 1) - 1 });
  }
  for (const a of parts)
    for (const b of parts)
      if (a !== b && a.start < b.start && b.start < a.end && a.end < b.end) throw new Error(`静态首屏：条件 ${a.name} 与 ${b.name} 交叉`);
  cuts.sort((x, y) => x.at - y.at || x.order - y.order);
  let out = '';
  let from = 0;
  for (const c of cuts) {
    out += html.slice(from, c.at) + c.text;
    from = c.at;
  }
  return out + html.slice(from);
}
