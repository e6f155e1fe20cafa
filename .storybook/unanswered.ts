/** API calls of the current story that no msw handler answered (see preview.tsx). */
export const unansweredApiCalls: string[] = [];

/** When an API request of the current story last started or ended (performance.now()). */
export const apiActivity = { pending: 0, last: 0 };

/**
 * Resolves once the story's API traffic has been quiet for `quietMs` (a story that loads more
 * as it renders — a post, then its replies — is photographed when everything has arrived); a
 * request left open 1 s is a loading story's (its handler never answers); `maxMs` at most.
 */
export async function apiSettled(quietMs = 250, maxMs = 4000): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < maxMs) {
    // a request still open after 1 s of quiet is a loading story's own (it never answers)
    if (performance.now() - apiActivity.last >= (apiActivity.pending === 0 ? quietMs : 1000)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
