// The onboarding: four slides, one picture per language, moved with buttons, dots or a swipe.
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from '@/client/lib/use-translation';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { currentLanguage } from '@/client/lib/i18n';

const SLIDES = ['1', '2', '3', '4'] as const;
const SWIPE_PX = 50;

export function TutorialPage() {
  const { t } = useTranslation('tutorial');
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  const lang = currentLanguage();
  const go = (to: number) => setIndex(Math.max(0, Math.min(SLIDES.length - 1, to)));

  return (
    <section aria-labelledby="tutorial-title" className="flex flex-col items-center">
      <div className="flex w-full items-center justify-between">
        <h1 id="tutorial-title" className="text-xl font-bold text-brand-900">
          {t('title')}
        </h1>
        <Link
          to="/fridge"
          className="-mr-2 inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm font-semibold text-brand-800 underline"
        >
          {t('skip')}
        </Link>
      </div>
      <figure
        className="mt-4 w-full max-w-sm touch-pan-y select-none"
        aria-roledescription="slide"
        aria-label={t('slideLabel', { current: index + 1, total: SLIDES.length })}
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={(e) => {
          if (swipeStart.current === null) return;
          const dx = e.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) > SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
        }}
      >
        <img
          key={`${lang}-${slide}`}
          src={`/onboarding/slides/${lang}/tutorial_${slide}_lifebag.jpg`}
          alt={t(`slides.${slide}`)}
          width={720}
          height={960}
          draggable={false}
          className="h-auto w-full rounded-3xl shadow-md"
        />
        <figcaption className="mt-4 text-center text-slate-800" aria-live="polite">
          {t(`details.${slide}`)}
        </figcaption>
      </figure>
      <div className="mt-4 flex">
        {SLIDES.map((s, i) => (
          <button
            key={s}
            type="button"
            aria-label={t('goToSlide', { number: i + 1 })}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => go(i)}
            className="flex h-11 w-11 items-center justify-center"
          >
            <span className={cn('h-2.5 w-2.5 rounded-full', i === index ? 'bg-brand-700' : 'bg-slate-300')} />
          </button>
        ))}
      </div>
      <div className="mt-4 flex w-full max-w-sm gap-3">
        <Button variant="outline" className="flex-1" disabled={index === 0} onClick={() => go(index - 1)}>
          {t('previous')}
        </Button>
        {last ? (
          <Link to="/fridge" className={buttonClasses('primary', 'md', 'flex-1')}>
            {t('finish')}
          </Link>
        ) : (
          <Button className="flex-1" onClick={() => go(index + 1)}>
            {t('next')}
          </Button>
        )}
      </div>
    </section>
  );
}
