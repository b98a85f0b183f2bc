// The header of every screen: the logo linking home, the Help link and the menu button.
import { Link } from '@tanstack/react-router';
import { CircleHelp, Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { buttonClasses } from '@/client/components/ui/button';
import { retryImport } from '@/client/lib/chunk-retry';

const MenuSheet = lazy(() => retryImport(() => import('./menu-sheet')));

function preloadMenu() {
  // A failed early load is tried again when the menu opens.
  import('./menu-sheet').catch(() => undefined);
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
        <Link to="/" aria-label={t('header.home')} className="flex h-11 items-center rounded-md">
          <img src="/logo.svg" alt="" width={80} height={40} className="h-10 w-20" />
        </Link>
        <div className="flex items-center gap-1">
          <Link to="/help" className={buttonClasses('ghost', 'md', 'px-3')}>
            <CircleHelp aria-hidden="true" className="h-5 w-5" />
            <span>{t('header.help')}</span>
          </Link>
          <button
            type="button"
            className={buttonClasses('ghost', 'icon')}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MenuSheet open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
