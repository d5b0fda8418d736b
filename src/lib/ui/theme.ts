import { createListeners } from '@/lib/store';

/** Light and dark themes: the system's choice (prefers-color-scheme) unless the user picks one. */
export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'council-chat:theme';
const themeChanged = createListeners();

export function readTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(
  choice: ThemeChoice = readTheme(),
  root: HTMLElement = document.documentElement,
): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  applyTheme(choice);
  themeChanged.notify();
}

export function subscribeTheme(listener: () => void): () => void {
  return themeChanged.subscribe(listener);
}

export const NEXT_THEME: Record<ThemeChoice, ThemeChoice> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
};
