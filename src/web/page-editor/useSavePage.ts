import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { savePageResponseSchema } from '../../shared/contracts/page-editor';
import type { LandingPage } from '../../shared/contracts/landing';
import { orderKey } from '../lib/queryKeys';
import { pageEditorKey, pagePath } from '../lib/queryKeys';

export interface SavePageInput {
  content: LandingPage;
  baseVersionId: string;
  source: 'edited' | 'regenerated';
}

/** PUT /api/orders/{id}/page: publish the draft as a new version. */
export function useSavePage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePageInput) =>
      api(pagePath(orderId), {
        method: 'PUT',
        body: { content: input.content, base_version_id: input.baseVersionId, source: input.source },
        schema: savePageResponseSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pageEditorKey(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    },
  });
}
