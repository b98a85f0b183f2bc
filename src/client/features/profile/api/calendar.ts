// The private calendar address: read, made anew (the old one stops working) and turned off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/client/lib/api';
import { calendarKeys } from '@/client/lib/query-keys';

interface CalendarAddress {
  url: string | null;
}

export function useCalendarAddress(userId: string) {
  return useQuery({
    queryKey: calendarKeys.address(userId),
    queryFn: () => apiFetch<CalendarAddress>('/api/account/calendar'),
  });
}

/** `renew` makes a new address (replacing any), `off` deletes it. */
export function useChangeCalendarAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renew' | 'off') =>
      apiFetch<CalendarAddress>('/api/account/calendar', { method: change === 'renew' ? 'POST' : 'DELETE' }),
    onSuccess: (address) => queryClient.setQueryData(calendarKeys.address(userId), address),
  });
}
