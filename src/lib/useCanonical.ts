import { useEffect } from 'react';

/** The server page of a resource (/r/{id}) or a thread (/t/{id}) — issue 32, ADR 0032. */
export const serverPagePath = {
  resource: (id: number) => `/r/${id}`,
  thread: (id: number) => `/t/${id}`,
};

/** The absolute URL of a server page on this site (what share buttons copy). */
export function serverPageUrl(path: string): string {
  return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
}

/**
 * While the page is shown, `<link rel="canonical">` names the server-rendered page of the same
 * content (issue 32): search engines that run the app's JavaScript index /r/{id} or /t/{id},
 * never the hash route. Leaving the page removes it. `path` null = not known yet.
 */
export function useCanonical(path: string | null): void {
  useEffect(() => {
    if (!path) return undefined;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = serverPageUrl(path);
    document.head.appendChild(link);
    return () => link.remove();
  }, [path]);
}
