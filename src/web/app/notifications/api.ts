import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import {
  listNotificationsResponseSchema,
  markNotificationsReadResponseSchema,
} from '../../../shared/contracts/notifications';
import { notificationsKey } from './keys';

/** While the app is open and visible, the bell asks for news this often (ms). */
const NOTIFICATIONS_POLL_MS = 30_000;

export function useNotificationsQuery() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api('/api/notifications', { schema: listNotificationsResponseSchema, signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api('/api/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
        schema: markNotificationsReadResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
