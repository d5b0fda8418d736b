import { useId } from 'react';
import { INTERVAL_LABEL, type Interval } from './plans';

/** Monthly / Yearly, as a radio group (arrow keys move between the two). */
export function IntervalSwitch({
  value,
  offered,
  onChange,
}: {
  value: Interval;
  offered: Interval[];
  onChange: (interval: Interval) => void;
}) {
  const name = useId();
  return (
    <fieldset className="interval-switch">
      <legend className="sr-only">Billing period</legend>
      {offered.map((interval) => (
        <label key={interval} className="interval-option">
          <input
            type="radio"
            name={name}
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
          />
          <span>{INTERVAL_LABEL[interval]}</span>
        </label>
      ))}
    </fieldset>
  );
}
