import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api';
import {
  regeneratePageResponseSchema,
  type PageEditor,
  type PageSection,
  type RegeneratePageResponse,
} from '../../shared/contracts/page-editor';
import type { LandingPage } from '../../shared/contracts/landing';
import { pageEditorKey, pagePath } from '../lib/queryKeys';

/** POST /api/orders/{id}/page/regenerate: a draft with `section` written again (nothing is saved). */
export function useRegenerate(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, draft }: { section: PageSection; draft: LandingPage }) =>
      api(`${pagePath(orderId)}/regenerate`, {
        method: 'POST',
        body: { section, content: draft },
        schema: regeneratePageResponseSchema as z.ZodType<RegeneratePageResponse>,
      }),
    onSuccess: (answer) => {
      // Only the counter changes on the server: keep the cached editor (and the draft) as it is.
      queryClient.setQueryData<PageEditor>(pageEditorKey(orderId), (old) =>
        old ? { ...old, regenerations_left: answer.regenerations_left } : old,
      );
    },
    onError: (err) => {
      if (isApiError(err, 429)) {
        queryClient.setQueryData<PageEditor>(pageEditorKey(orderId), (old) =>
          old ? { ...old, regenerations_left: 0 } : old,
        );
      }
    },
  });
}
