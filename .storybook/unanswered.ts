/** API calls of the current story that no msw handler answered (see preview.tsx). */
export const unansweredApiCalls: string[] = [];
