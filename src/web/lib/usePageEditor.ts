import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { pageEditorSchema, type PageEditor } from '../../shared/contracts/page-editor';
import { pageEditorKey, pagePath } from './queryKeys';

/** GET /api/orders/{id}/page: the published content, its versions and the regenerations left today. */
export function usePageEditor(orderId: string) {
  return useQuery({
    queryKey: pageEditorKey(orderId),
    queryFn: ({ signal }) => api(pagePath(orderId), { schema: pageEditorSchema as z.ZodType<PageEditor>, signal }),
    staleTime: 0,
    // A draft on screen must not be replaced behind the founder's back.
    refetchOnWindowFocus: false,
  });
}
