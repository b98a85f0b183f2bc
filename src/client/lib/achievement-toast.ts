// The toast 'New achievement unlocked: <its title>' at the top of the screen, apart from the other toasts
// (tapping it opens /prizes); several awards of one action make one toast naming them all. Loaded when the
// first achievement arrives (live-events.ts), with the achievements' names.
import { createElement } from 'react';
import { toast } from '@/client/lib/toast';
import { achievementByCode } from '@/shared/achievements';
import { achievementTexts } from './achievement-texts';
import { currentLanguage } from './i18n';
import { translations } from './translations';
import { appText, textsOf } from './use-translation';

const TOAST_ID = 'achievement-unlocked';
// Long enough to read a few titles and tap.
const TOAST_MS = 8000;

/** The titles the toast on screen names; it starts afresh once that toast has gone. */
let titles: string[] = [];

function codeOf(data: unknown): string | undefined {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    const code = (parsed as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

async function titleOf(code: string | undefined): Promise<string | undefined> {
  const achievement = code ? achievementByCode(code) : undefined;
  if (!achievement) return undefined;
  // The titles live with the prizes screen's texts, which may not be loaded yet.
  await translations.loadNamespaces(['prizes', 'foods']);
  return achievementTexts(textsOf(['prizes', 'foods']), achievement).title;
}

function message(): string {
  if (titles.length === 0) return appText('common:achievementUnlocked');
  const list = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(titles);
  return appText('common:achievementsUnlocked', { count: titles.length, titles: list });
}

/** Several awards of one action (often) make one toast naming them all, not a stack. */
export async function announce(data: unknown, openPrizes: () => void): Promise<void> {
  const title = await titleOf(codeOf(data));
  if (title && !titles.includes(title)) titles = [...titles, title];
  const forget = () => {
    titles = [];
  };
  toast.success(
    createElement(
      'button',
      {
        type: 'button',
        className: 'w-full text-left font-semibold',
        onClick: () => {
          toast.dismiss(TOAST_ID);
          forget();
          openPrizes();
        },
      },
      message(),
    ),
    // At the top, where the other toasts never are: another toast shown at the same time cannot cover it.
    { id: TOAST_ID, position: 'top-center', duration: TOAST_MS, onDismiss: forget, onAutoClose: forget },
  );
}
