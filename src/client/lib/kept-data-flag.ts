// A mark in local storage that data was kept in IndexedDB, so a first visit need not load the code that
// reads it.
const FLAG = 'myfridge-kept-data';

export function hasKeptData(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}

export function markKeptData(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Without local storage the data is simply read on the next visit's first request.
  }
}
