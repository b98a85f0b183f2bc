// /help/how-to-install: adding the app to the home screen, in Chrome on Android and Safari on iOS.
import { useTranslation } from '@/client/lib/use-translation';
import { PageHeading } from '@/client/components/ui/page-heading';
import { Steps } from '@/client/components/ui/steps';
import { HelpBackLink } from './help-back-link';

const STEPS = ['1', '2', '3', '4'] as const;
const BROWSERS = ['android', 'ios'] as const;

export function HowToInstallPage() {
  const { t } = useTranslation('help');
  return (
    <>
      <HelpBackLink />
      <PageHeading title={t('install.title')}>{t('install.intro')}</PageHeading>
      {BROWSERS.map((browser) => (
        <section
          key={browser}
          aria-labelledby={`install-${browser}`}
          className="mb-5 rounded-3xl bg-white p-5 shadow-sm"
        >
          <h2 id={`install-${browser}`} className="mb-4 text-lg font-semibold text-brand-900">
            {t(`install.${browser}.title`)}
          </h2>
          <Steps steps={STEPS.map((s) => t(`install.${browser}.steps.${s}`))} />
        </section>
      ))}
      <p className="text-slate-700">{t('install.notifications')}</p>
    </>
  );
}
