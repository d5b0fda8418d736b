import { useId, useSyncExternalStore } from 'react';
import {
  DATE_FORMAT_OPTIONS,
  DEFAULT_DATE_FORMAT,
  formatDate,
  preferredDateFormat,
  setPreferredDateFormat,
  subscribeDateFormat,
  type DateFormatOption,
} from '@/lib/constants/dates';
import { readTheme, setTheme, subscribeTheme, type ThemeChoice } from '@/lib/ui/theme';

const THEMES: { value: ThemeChoice; label: string; hint: string }[] = [
  { value: 'system', label: 'System', hint: 'Follows your device' },
  { value: 'light', label: 'Light', hint: '' },
  { value: 'dark', label: 'Dark', hint: '' },
];

/** A sample date showing month and day apart (14 is no month). */
const SAMPLE = new Date(2026, 2, 14);

/** Theme and date format: kept in this browser, applied at once. */
export function AppearanceSection() {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as const);
  const dateFormat = useSyncExternalStore(
    subscribeDateFormat,
    preferredDateFormat,
    () => DEFAULT_DATE_FORMAT,
  );
  const id = useId();
  return (
    <div className="settings-form">
      <fieldset className="field choice-cards">
        <legend>Theme</legend>
        {THEMES.map((option) => (
          <label key={option.value} className="choice-card">
            <input
              type="radio"
              name={`${id}-theme`}
              value={option.value}
              checked={theme === option.value}
              onChange={() => setTheme(option.value)}
            />
            <span>
              {option.label}
              {option.hint ? <span className="muted small"> · {option.hint}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-date`}>Date format</label>
        <select
          id={`${id}-date`}
          value={dateFormat}
          aria-describedby={`${id}-date-hint`}
          onChange={(event) => setPreferredDateFormat(event.target.value as DateFormatOption)}
        >
          {DATE_FORMAT_OPTIONS.map((format) => (
            <option key={format} value={format}>
              {format}
              {format === DEFAULT_DATE_FORMAT ? ' (default)' : ''} · {formatDate(SAMPLE, format)}
            </option>
          ))}
        </select>
        <p id={`${id}-date-hint`} className="field-hint">
          Dates across the app look like this: {formatDate(SAMPLE, dateFormat)}.
        </p>
      </div>
    </div>
  );
}
