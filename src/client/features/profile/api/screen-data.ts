// What the profile's sections read, asked for together before the screen is drawn, so that it appears whole
// rather than growing section by section as each answer comes (a switch, then the reminder form under it,
// pushing what is below down the page while the user reaches for it).
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/client/lib/session';
import { shelfLivesQuery } from '@/client/lib/shelf-lives';
import { inviteQuery } from './invites';
import { notificationSettingsQuery, reminderPreferencesQuery } from './notifications';
import { profileQuery } from './requests';
import { bagsSummaryQuery, foodTypesQuery, podiumQuery } from './stats';

/** How long the screen waits for its data before it is drawn with what is there (the rest fills in). */
export const PROFILE_DATA_WAIT_MS = 2000;

/**
 * Reads what the profile of `user` shows, the data already kept answering at once; resolves when all is
 * there, when `waitMs` has passed, or at once offline (nothing would come). Failures are left to the sections,
 * which say so. Not waited for: the ways to sign in, whose list holds its place while it comes, and this
 * device's notifications, whose switch is drawn alike before its answer (and which a page the server drew
 * leaves to the browser: asked for here, the answer would differ from the page taken over).
 */
export async function loadProfileData(
  queryClient: QueryClient,
  user: SessionUser,
  waitMs = PROFILE_DATA_WAIT_MS,
): Promise<void> {
  const id = user.id;
  const reads = [
    queryClient.ensureQueryData(profileQuery(id)),
    queryClient.ensureQueryData(podiumQuery(id)),
    queryClient.ensureQueryData(bagsSummaryQuery(id)),
    queryClient.ensureQueryData(foodTypesQuery(id)),
    queryClient.ensureQueryData(notificationSettingsQuery(id)),
    queryClient.ensureQueryData(reminderPreferencesQuery(id)),
    queryClient.ensureQueryData(shelfLivesQuery(id)),
    ...(user.isAnonymous ? [] : [queryClient.ensureQueryData(inviteQuery(id))]),
  ].map((read) => read.catch(() => undefined));
  if (!onlineManager.isOnline()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([Promise.all(reads), waited]);
  clearTimeout(timer);
}
