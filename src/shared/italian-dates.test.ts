import { describe, expect, it } from 'vitest';
import { elideBeforeDates } from './italian-dates';

describe('Italian articles before a date', () => {
  it('are elided before 1, 8 and 11, as Italian writes them', () => {
    expect(elideBeforeDates('Mele: da consumare entro il 1 dicembre 2026')).toBe(
      "Mele: da consumare entro l'1 dicembre 2026",
    );
    expect(elideBeforeDates('Valido fino al 8 gennaio')).toBe("Valido fino all'8 gennaio");
    expect(elideBeforeDates('Dal 11 marzo, e il promemoria del 1 aprile')).toBe(
      "Dall'11 marzo, e il promemoria dell'1 aprile",
    );
    expect(elideBeforeDates('Completato il 8 agosto; nel 1 ottobre')).toBe(
      "Completato l'8 agosto; nell'1 ottobre",
    );
  });

  it('leave every other day, number and word alone', () => {
    for (const text of [
      'entro il 2 dicembre',
      'entro il 18 dicembre',
      'entro il 21 dicembre',
      'il 1 kg di mele',
      'il 10 novembre',
      'sacchetto il 8',
      'Il 12 maggio',
      'ultimo 1 dicembre',
    ]) {
      expect(elideBeforeDates(text)).toBe(text);
    }
  });
});
