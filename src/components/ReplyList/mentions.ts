/** A username as the server accepts it (3–20 letters, digits, 汉字, _). */
const SAFE_NAME = /^[A-Za-z0-9_\p{Script=Han}]{3,20}$/u;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Links the @mentions the server resolved: `@name` → `[@name](#/main/bbs/filter/user/{id})`
 * (that in-app pattern is the one non-http link the Markdown sanitizer lets through). Longer
 * names first, so `@bob_2` never eats into `@bob_2026`; a name must not follow a name character.
 */
export function linkMentions(source: string, mentions: ReadonlyArray<{ user_id: number; username: string }>): string {
  const safe = mentions.filter((m) => SAFE_NAME.test(m.username) && Number.isInteger(m.user_id) && m.user_id > 0);
  if (!safe.length) return source;
  const byName = new Map(safe.map((m) => [m.username, m.user_id]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const re = new RegExp(`(?<![A-Za-z0-9_\\p{Script=Han}@\\[])@(${names.join('|')})`, 'gu');
  return source.replace(re, (_all, name: string) => `[@${name}](#/main/bbs/filter/user/${byName.get(name)})`);
}
