// The impact page in English: empty before anything is closed, then the figures in English numbers (a point
// for decimals), the chart's weeks and months and the foods thrown away most. The same page in Italian, from
// the server's own figures, with its layout and axe, is the browser's (tests/e2e/impact.spec.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { IMPACT_MONTHS, IMPACT_WEEKS } from '@/shared/impact';
import { impactResponse, type Impact } from '@/shared/responses/impact';
import { answer, guestSession } from '../../../../../tests/components/answers';
import { renderApp } from '../../../../../tests/components/render-app';
import { server } from '../../../../../tests/components/server';

const none = { items: 0, kg: 0, euro: 0, co2eKg: 0 };

/** A guest's figures before anything is closed, as the server sends them. */
function emptyImpact(): Impact {
  return {
    scope: 'me',
    household: null,
    totals: { eatenInTime: none, eatenLate: none, wasted: none },
    rescueRate: null,
    // Mondays, a week apart from 5 January 2026.
    weeks: Array.from({ length: IMPACT_WEEKS }, (_, i) => ({
      start: new Date(Date.UTC(2026, 0, 5 + 7 * i)).toISOString().slice(0, 10),
      eatenKg: 0,
      wastedKg: 0,
    })),
    months: Array.from({ length: IMPACT_MONTHS }, (_, i) => ({
      start: `2026-0${i + 1}`,
      eatenKg: 0,
      wastedKg: 0,
    })),
    wastedKgPerWeek: 0,
    mostWasted: [],
    discardReasons: [],
    yardsticks: { italyKgPerWeek: 1.2, euKgPerWeek: 1.4 },
  };
}

function impactAnswers(impact: Impact) {
  server.use(
    http.get('/api/auth/get-session', () => HttpResponse.json(guestSession('en'))),
    http.get('/api/impact', () => answer(impactResponse, impact)),
  );
}

it('before anything is closed, there is nothing to show yet', async () => {
  impactAnswers(emptyImpact());
  await renderApp('/profile/impact', 'en');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your impact' })).toBeTruthy();
  expect(await screen.findByText(/Nothing to show yet/)).toBeTruthy();
});

it('pears eaten in time and strawberries thrown away: the figures, the chart and the foods thrown away most', async () => {
  const user = userEvent.setup();
  const empty = emptyImpact();
  // Pears, M: 1 kg eaten in time; strawberries, S: 250 g thrown away; one of two eaten in time.
  impactAnswers({
    ...empty,
    totals: {
      eatenInTime: { items: 1, kg: 1, euro: 2.5, co2eKg: 0.5 },
      eatenLate: none,
      wasted: { items: 1, kg: 0.25, euro: 1.75, co2eKg: 0.12 },
    },
    rescueRate: 0.5,
    weeks: empty.weeks.map((week, i) =>
      i === IMPACT_WEEKS - 1 ? { ...week, eatenKg: 1, wastedKg: 0.25 } : week,
    ),
    months: empty.months.map((month, i) =>
      i === IMPACT_MONTHS - 1 ? { ...month, eatenKg: 1, wastedKg: 0.25 } : month,
    ),
    wastedKgPerWeek: 0.03,
    mostWasted: [{ slug: 'strawberries', name: 'Strawberries', kg: 0.25, items: 1 }],
  });
  await renderApp('/profile/impact', 'en');
  const inTime = await screen.findByRole('heading', { name: 'Eaten in time' });
  const totals = inTime.closest('section')!;
  expect(within(totals).getByText('50%')).toBeTruthy();
  expect(within(totals).getByText('1 kg', { exact: true })).toBeTruthy();
  expect(within(totals).getByText('0.25 kg', { exact: true })).toBeTruthy();
  expect(screen.getByRole('img', { name: /8/ })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Months' }));
  expect(screen.getByRole('button', { name: 'Months' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('img', { name: /6/ })).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Thrown away most' })).getByText('Strawberries'),
  ).toBeTruthy();
});
