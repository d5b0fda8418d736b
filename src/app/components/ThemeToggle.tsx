import { useSyncExternalStore } from 'react';
import { Icon, type IconName } from '@/components/icons';
import { NEXT_THEME, readTheme, setTheme, subscribeTheme, type ThemeChoice } from '../theme';

const LABEL: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const ICON: Record<ThemeChoice, IconName> = { system: 'monitor', light: 'sun', dark: 'moon' };

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as const);
  const next = NEXT_THEME[theme];
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={() => setTheme(next)}
      aria-label={`Theme: ${LABEL[theme]}. Switch to ${LABEL[next]}`}
      title={`Theme: ${LABEL[theme]}`}
    >
      <Icon name={ICON[theme]} />
    </button>
  );
}
