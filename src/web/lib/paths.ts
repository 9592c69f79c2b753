/** Paths the app's pieces share (the route table is src/web/app/AppRoutes.tsx). */

/** docs/product.md#screens: the not-found page, where an unmatched path is sent. */
export const NOT_FOUND_PATH = '/404';
