// Keeps the page's <title> on the screen shown, in the user's language (the server sends each page with its
// own already; this follows navigation and a change of language).
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { pageTitle, type PagePath } from '@/shared/page-titles';
import type { FileRoutesByFullPath } from '../route-tree.gen';
import { currentLanguage } from './i18n';

// The titled paths are exactly the route tree's: a screen added or removed without its title fails here.
type Untitled = Exclude<keyof FileRoutesByFullPath, PagePath>;
type Unrouted = Exclude<PagePath, keyof FileRoutesByFullPath>;
export const TITLES_MATCH_ROUTES: [Untitled, Unrouted] extends [never, never] ? true : never = true;

export function usePageTitle(): void {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    document.title = pageTitle(currentLanguage(), path);
  }, [path, language]);
}
