// The side menu: social links and the language switch (saved on the account when signed in). Loaded only
// when first opened.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Camera, Clapperboard, Globe, Tv, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/client/lib/use-translation';
import { LANGUAGES } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import { Sheet } from '@/client/components/ui/sheet';
import { cn } from '@/client/lib/cn';
import { publicConfig } from '@/client/lib/config';
import { chooseLanguage } from '@/client/lib/account-language';
import { currentLanguage } from '@/client/lib/i18n';

export default function MenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { social } = publicConfig();
  const links: { key: 'photo' | 'shortVideo' | 'video' | 'website'; href: string; Icon: LucideIcon }[] = [
    { key: 'photo', href: social.photo, Icon: Camera },
    { key: 'shortVideo', href: social.shortVideo, Icon: Clapperboard },
    { key: 'video', href: social.video, Icon: Tv },
    ...(social.website ? [{ key: 'website' as const, href: social.website, Icon: Globe }] : []),
  ];
  const active = currentLanguage();

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('menu.title')}
      description={t('menu.description')}
    >
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-3 right-3"
        aria-label={t('menu.close')}
        onClick={() => onOpenChange(false)}
      >
        <X aria-hidden="true" />
      </Button>

      <nav aria-labelledby="menu-follow-us" className="mt-6">
        <h2 id="menu-follow-us" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('menu.followUs')}
        </h2>
        <ul className="mt-2 space-y-1">
          {links.map(({ key, href, Icon }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 text-slate-800 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                <span>{t(`menu.social.${key}`)}</span>
                <span className="sr-only">{t('menu.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="menu-language" className="mt-6">
        <h2 id="menu-language" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('menu.language')}
        </h2>
        <div role="group" aria-labelledby="menu-language" className="mt-2 flex gap-2">
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              lang={lang}
              aria-pressed={active === lang}
              onClick={() => void chooseLanguage(queryClient, lang)}
              className={cn(
                'min-h-11 flex-1 rounded-full border px-3 py-2 text-sm font-semibold',
                active === lang
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-brand-50',
              )}
            >
              {t(`languages.${lang}`)}
            </button>
          ))}
        </div>
      </section>

      <nav aria-labelledby="menu-legal" className="mt-auto pt-6">
        <h2 id="menu-legal" className="sr-only">
          {t('menu.legal')}
        </h2>
        <ul className="flex gap-2 text-sm">
          <li>
            <Link
              to="/terms"
              className="inline-flex min-h-11 items-center px-1 text-slate-700 underline"
              onClick={() => onOpenChange(false)}
            >
              {t('menu.terms')}
            </Link>
          </li>
          <li>
            <Link
              to="/privacy"
              className="inline-flex min-h-11 items-center px-1 text-slate-700 underline"
              onClick={() => onOpenChange(false)}
            >
              {t('menu.privacy')}
            </Link>
          </li>
        </ul>
      </nav>
    </Sheet>
  );
}
