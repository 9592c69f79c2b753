import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api';
import { pageImageResponseSchema, type ImageSlot } from '../../shared/contracts/page-editor';
import { pagePath } from '../lib/queryKeys';

/** POST /api/orders/{id}/page/images/{slot}: store an image; the draft uses the returned URL. */
export function useUploadImage(orderId: string) {
  return useMutation({
    mutationFn: ({ slot, file }: { slot: ImageSlot; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return api(`${pagePath(orderId)}/images/${slot}`, { method: 'POST', body, schema: pageImageResponseSchema });
    },
  });
}
