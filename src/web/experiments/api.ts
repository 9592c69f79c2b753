import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../lib/api';
import {
  experimentSchema,
  listExperimentsResponseSchema,
  type CreateExperimentBody,
} from '../../shared/contracts/experiments';
import { pageVersionSchema } from '../../shared/contracts/page-editor';
import { analyticsKey, pageEditorKey } from '../lib/queryKeys';
import { experimentsKey } from './keys';

/** GET /api/experiments?order_id=: newest first. */
export function useExperiments(orderId: string) {
  return useQuery({
    queryKey: experimentsKey(orderId),
    queryFn: ({ signal }) =>
      api(`/api/experiments?order_id=${encodeURIComponent(orderId)}`, {
        schema: listExperimentsResponseSchema,
        signal,
      }),
  });
}

/** After a change: the experiments, the editor's versions and every number read again. */
function useRefresh(orderId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: experimentsKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: pageEditorKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: analyticsKey(orderId) });
  };
}

export function useStartExperiment(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: (body: CreateExperimentBody) =>
      api('/api/experiments', { method: 'POST', body, schema: experimentSchema }),
    onSuccess: refresh,
  });
}

export function useStopExperiment(orderId: string) {
  const refresh = useRefresh(orderId);
  return useMutation({
    mutationFn: ({ id, winner }: { id: string; winner?: string }) =>
      api(`/api/experiments/${encodeURIComponent(id)}/stop`, {
        method: 'POST',
        body: winner === undefined ? {} : { winner },
        schema: z.object({ experiment: experimentSchema, version: pageVersionSchema.nullable() }),
      }),
    onSuccess: refresh,
  });
}
