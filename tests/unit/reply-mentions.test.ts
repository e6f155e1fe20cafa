import { describe, expect, it } from 'vitest';
import { linkMentions } from '../../src/components/ReplyList/mentions';
import { renderMarkdown } from '../../src/components/MarkdownView/markdown';

describe('reply @mentions on the client', () => {
  const mentions = [{ user_id: 7, username: '小明_2026' }, { user_id: 8, username: 'bob' }, { user_id: 9, username: 'bob_2' }];

  it('links the names the server resolved, longest first, never inside other words or e-mail addresses', () => {
    expect(linkMentions('@小明_2026说得对 @bob_2 @bob mail@bob.com', mentions)).toBe(
      '[@小明_2026](#/main/bbs/filter/user/7)说得对 [@bob_2](#/main/bbs/filter/user/9) [@bob](#/main/bbs/filter/user/8) mail@bob.com',
    );
  });

  it('ignores names outside the username alphabet (no injection through a name)', () => {
    expect(linkMentions('@x](javascript:alert(1))', [{ user_id: 1, username: 'x](javascript:alert(1))' }])).toBe('@x](javascript:alert(1))');
  });

  it('the sanitizer keeps the in-app mention link and still drops javascript: and other hash links', () => {
    const html = renderMarkdown(`${linkMentions('@bob 你好', mentions)} [x](javascript:alert(1)) [y](#/admin)`);
    expect(html).toContain('href="#/main/bbs/filter/user/8"');
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).not.toContain('href="#/admin"');
  });
});
