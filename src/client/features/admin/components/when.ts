// When something happened, as the admin's lists write it: 22/11/2026 09:05 on the device's clock.
import { formatShortDate } from '@/client/lib/dates';

export function when(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatShortDate(date)} ${time}`;
}
