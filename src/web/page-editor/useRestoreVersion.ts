import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { restorePageResponseSchema, type RestorePageResponse } from '../../shared/contracts/page-editor';
import { orderKey } from '../lib/queryKeys';
import { pageEditorKey, pagePath } from '../lib/queryKeys';

/** POST /api/orders/{id}/page/versions/{versionId}/restore: publish an earlier version again. */
export function useRestoreVersion(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      api(`${pagePath(orderId)}/versions/${encodeURIComponent(versionId)}/restore`, {
        method: 'POST',
        schema: restorePageResponseSchema as z.ZodType<RestorePageResponse>,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pageEditorKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    },
  });
}
