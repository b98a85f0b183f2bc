// The phone's Back button closes what is open on top (a dialog, a sheet, a step of a dialog) instead of
// leaving the page: each open layer adds a history entry with the same address, which Back pops; a layer
// closed any other way takes its entry away again.
import { useEffect, useRef } from 'react';

const DEPTH_KEY = 'openLayers';
// TanStack Router numbers its entries; a layer's entry keeps the number of the page's own entry.
const INDEX_KEY = '__TSR_index';

interface Layer {
  back(): void;
}

/** The layers open now, the top one last; each owns the history entry of its depth (1, 2, …). */
const layers: Layer[] = [];
/** A history.go of ours is under way: its popstate tidies up rather than closing anything. */
let traversing = false;
/** Where the last popstate left us, to tell Back from Forward when an entry must be skipped. */
let last = { index: 0, depth: 0 };
let tidyTimer: ReturnType<typeof setTimeout> | undefined;

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

function numberIn(key: string): number {
  const value = historyState()[key];
  return typeof value === 'number' ? value : 0;
}

const depthNow = () => numberIn(DEPTH_KEY);
const position = () => ({ index: numberIn(INDEX_KEY), depth: depthNow() });

/**
 * The router wraps window.history.pushState to follow navigations; the prototype's own method adds an entry
 * it does not take for one (the address stays the same, so there is nothing for it to load).
 */
function pushEntry(depth: number): void {
  History.prototype.pushState.call(window.history, { ...historyState(), [DEPTH_KEY]: depth }, '');
}

function go(delta: number): void {
  traversing = true;
  window.history.go(delta);
}

/** Makes the history match the open layers: one entry per layer above the page's own. */
function sync(): void {
  if (traversing) return;
  const depth = depthNow();
  if (depth > layers.length) go(layers.length - depth);
  else for (let d = depth + 1; d <= layers.length; d++) pushEntry(d);
  last = position();
}

function onPopState(): void {
  if (traversing) {
    traversing = false;
    sync();
    return;
  }
  const now = position();
  // Back (once or more): the layers above the entry now shown close, the top one first.
  while (layers.length > now.depth) layers.pop()!.back();
  if (now.depth > layers.length) {
    // An entry of a layer that closed by leaving the page (a link inside it) or by a reload: pass over it in
    // the direction the user was going.
    const backwards = now.index < last.index || (now.index === last.index && now.depth <= last.depth);
    if (backwards) go(layers.length - now.depth);
    else window.history.forward();
  }
  last = now;
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState);
  // After a reload nothing is open: the entries of the layers that were open are left behind.
  if (depthNow() > 0) go(-depthNow());
}

function open(layer: Layer): void {
  layers.push(layer);
  sync();
}

function close(layer: Layer): void {
  const at = layers.indexOf(layer);
  if (at === -1) return; // closed by Back: its entry is already gone
  layers.splice(at, 1);
  // Later, so that a navigation made in the same click (a link in a dialog) is recorded first: then the
  // layer's entry is no longer the current one and stays behind, to be passed over.
  clearTimeout(tidyTimer);
  tidyTimer = setTimeout(sync, 0);
}

/** While `active`, the Back button calls `onBack` (which should make `active` false) instead of leaving. */
export function useBackButton(active: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (!active) return;
    const layer = { back: () => latest.current() };
    open(layer);
    return () => close(layer);
  }, [active]);
}
