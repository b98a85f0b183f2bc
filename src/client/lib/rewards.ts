// Prizes and coupons. Their keys hold the user's level: when a session refetch brings a new
// level, the lists are read again, without a list of caches to drop.
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@/shared/constants';
import { apiFetch } from '@/client/lib/api';

export interface Localised {
  it: string;
  en: string;
}

export interface Prize {
  id: number;
  slug: string;
  minLevel: number;
  title: Localised;
  description: Localised;
  imageUrl: string | null;
  unlocked: boolean;
  claim: Claim | null;
}

/** A claim shows its code once approved; a held one waits for a person's check. */
export interface Claim {
  status: 'held' | 'approved' | 'rejected';
  code: string | null;
  claimedAt: string;
}

export interface Coupon {
  id: number;
  code: string;
  percent: number;
  minLevel: number;
  validFrom: string;
  validTo: string;
  title: Localised;
  description: Localised;
  readMoreUrl: string;
}

export const inLanguage = (text: Localised, lang: Language): string => text[lang] || text.en || text.it;

export const prizesQuery = (userId: string | null, level: number) =>
  queryOptions({
    queryKey: ['prizes', userId, level],
    queryFn: () => apiFetch<Prize[]>('/api/prizes'),
  });

export const couponsQuery = (userId: string, level: number) =>
  queryOptions({
    queryKey: ['coupons', userId, level],
    queryFn: () => apiFetch<Coupon[]>('/api/coupons'),
  });

export const claimPrize = (id: number) => apiFetch<Claim>(`/api/prizes/${id}/claim`, { method: 'POST' });
