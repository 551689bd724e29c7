/**
 * What a page of a list says beside its body, which stays the spec's plain array: the cursor of the next
 * page (absent on the last; also in `Link: <…>; rel="next"`).
 */
export const pageHeaders = { next: 'X-Next-Cursor' } as const;
