// The private calendar address: read, made anew (the old one stops working) and turned off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { calendarKeys } from '@/client/lib/query-keys';

export function useCalendarAddress(userId: string) {
  return useQuery({
    queryKey: calendarKeys.address(userId),
    queryFn: () => api('get', '/api/account/calendar'),
  });
}

/** `renew` makes a new address (replacing any), `off` deletes it. */
export function useChangeCalendarAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renew' | 'off') =>
      change === 'renew' ? api('post', '/api/account/calendar') : api('delete', '/api/account/calendar'),
    onSuccess: (address) => queryClient.setQueryData(calendarKeys.address(userId), address),
  });
}
